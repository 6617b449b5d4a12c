import { observer } from 'mobx-react-lite';
import { AppLink } from '../../ui/app-link';
import type { TradingHours } from '../../../src/common/domain/hours/trading-hours';
import { openStatus, type OpenStatus } from '../../../src/common/domain/hours/open-status';
import { storeHoursOptions } from '../../../src/common/domain/hours/store-hours';
import { useRootStore } from '../../app/root-store-context';
import { CmsImage } from '../../ui/cms-image';
import type { StoreCardModel } from '../../../src/page-model/directory/directory.model';
import { trackAttributes } from '../../../src/common/domain/analytics/site-events';

/** spec 1 §9: card lists load images lazily past the first 12 cards. */
export const EAGER_CARDS = 12;

/**
 * 'Open now · Closes 5:30pm' or 'Closed · Opens 9:00am', in the centre's time zone with the page's clock
 * (the render time until the minute clock ticks), the centre's special hours applied as storeHoursOptions says.
 */
const StoreOpenStatus = observer(function StoreOpenStatus({
  hours,
  ignoreSpecial,
}: {
  hours: TradingHours;
  ignoreSpecial: boolean;
}) {
  const { now, site } = useRootStore();
  const { timeZone, tradingHours } = site.centre;
  const status = sharedOpenStatus(hours, now, timeZone, tradingHours, ignoreSpecial);
  let detail = '';
  if (status.open && status.closes) detail = status.closes === 'Late' ? 'Open late' : `Closes ${status.closes}`;
  if (!status.open && status.opens) detail = `Opens ${status.opens}`;
  return (
    <span className="store-card__status">
      <span className={status.open ? 'store-card__open' : 'store-card__closed'}>
        {status.open ? 'Open now' : 'Closed'}
      </span>
      {detail ? ` · ${detail}` : null}
    </span>
  );
});

/**
 * Stores share their hours (the directory sends each set once): the status of one set at one instant is worked out
 * once, not once per card (issue 12 part 6: the cards' open status was the render's largest cost after React's own).
 */
const statuses = new WeakMap<TradingHours, { centre: TradingHours | undefined; byKey: Map<string, OpenStatus> }>();

function sharedOpenStatus(
  hours: TradingHours,
  now: Date,
  timeZone: string,
  centreHours: TradingHours | undefined,
  ignoreSpecial: boolean,
): OpenStatus {
  let known = statuses.get(hours);
  if (!known || known.centre !== centreHours) {
    known = { centre: centreHours, byKey: new Map() };
    statuses.set(hours, known);
  }
  const key = `${now.getTime()}|${timeZone}|${ignoreSpecial}`;
  let status = known.byKey.get(key);
  if (!status) {
    status = openStatus(hours, now, timeZone, storeHoursOptions(hours, centreHours, ignoreSpecial));
    if (known.byKey.size >= 8) known.byKey.clear();
    known.byKey.set(key, status);
  }
  return status;
}

export function StoreCard({
  store,
  hours,
  index,
  pinned,
  list = 'Store directory',
}: {
  store: StoreCardModel;
  hours: TradingHours | undefined;
  index: number;
  pinned?: boolean;
  /** for analytics: the list the tile is shown in (docs/analytics.md) */
  list?: string;
}) {
  return (
    <AppLink
      to={store.href}
      className="store-card"
      {...trackAttributes({ kind: 'tile', list, position: index + 1, id: store.id, name: store.title, type: 'store' })}
    >
      <span className="store-card__logo">
        <CmsImage image={store.logo} widths={[160, 320]} sizes="160px" aspect={1} lazy={index >= EAGER_CARDS} />
      </span>
      <span className="store-card__body">
        {pinned ? <span className="store-card__pin">Featured</span> : null}
        <span className="store-card__title">{store.title}</span>
        <span className="store-card__floor">{store.floor}</span>
        {hours ? <StoreOpenStatus hours={hours} ignoreSpecial={store.ignoreSpecial} /> : null}
      </span>
    </AppLink>
  );
}
