import { observer } from 'mobx-react-lite';
import { AppLink } from '../../ui/app-link';
import { openTodayLabel, todayHours } from '../../../src/common/domain/hours/centre-day';
import { openStatus } from '../../../src/common/domain/hours/open-status';
import { useRootStore } from '../../app/root-store-context';
import { ClockIcon } from './icons';

/** Where 'Open Today' leads: the centre's opening-hours page. */
export const OPENING_HOURS_PATH = '/opening-hours';

/**
 * spec 1 §2.3: the 'Open Today' opening-hours link, computed from the centre's trading hours in the
 * centre's time zone with `store.now` (the render time until the minute clock ticks after hydration).
 * Hidden for the outlet-exception centre and when the centre has no hours.
 */
export const OpenTodayLink = observer(function OpenTodayLink({
  className,
  showStatus = false,
}: {
  className?: string;
  showStatus?: boolean;
}) {
  const { site, now } = useRootStore();
  const { centre } = site;
  const today = todayHours(centre.tradingHours, now, centre.timeZone);
  if (!today || centre.outletExceptions) return null;
  const status = showStatus && centre.tradingHours ? openStatus(centre.tradingHours, now, centre.timeZone) : undefined;
  return (
    <AppLink
      to={OPENING_HOURS_PATH}
      className={`open-today${className ? ` ${className}` : ''}`}
      data-status={today.status}
    >
      <ClockIcon size={18} />
      <span className="open-today__text">
        <span className="open-today__label">{openTodayLabel(today)}</span>
        {status ? (
          <span className={`open-today__status${status.open ? ' open-today__status--open' : ''}`}>{status.label}</span>
        ) : null}
      </span>
    </AppLink>
  );
});
