import { observer } from 'mobx-react-lite';
import { AppLink } from '../../ui/app-link';
import type { TradingHours } from '../../../src/common/domain/hours/trading-hours';
import { openStatus } from '../../../src/common/domain/hours/open-status';
import { storeHoursOptions } from '../../../src/common/domain/hours/store-hours';
import { useRootStore } from '../../app/root-store-context';
import { CmsImage } from '../../ui/cms-image';
import type { StoreCardModel } from '../../../src/page-model/directory/directory.model';

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
  const status = openStatus(hours, now, timeZone, storeHoursOptions(hours, tradingHours, ignoreSpecial));
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

export function StoreCard({
  store,
  hours,
  index,
  pinned,
}: {
  store: StoreCardModel;
  hours: TradingHours | undefined;
  index: number;
  pinned?: boolean;
}) {
  return (
    <AppLink to={store.href} className="store-card">
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
