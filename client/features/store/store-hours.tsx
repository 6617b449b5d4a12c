import { observer } from 'mobx-react-lite';
import { upcomingDays } from '../../../src/common/domain/hours/centre-day';
import { openStatus } from '../../../src/common/domain/hours/open-status';
import type { TradingHours } from '../../../src/common/domain/hours/trading-hours';
import { useRootStore } from '../../app/root-store-context';

/**
 * spec 1 §2.6: the store's opening hours for the coming week (centre special hours applied unless the store
 * ignores them) and an 'Open now' / 'Closes at' line, both in the centre's time zone.
 */
export const StoreHours = observer(function StoreHours({ hours, ignoreSpecialHours, trading }: { hours: TradingHours; ignoreSpecialHours: boolean; trading: boolean }) {
  const { site, now } = useRootStore();
  const { timeZone } = site.centre;
  const options = { centreSpecial: site.centre.tradingHours?.special, ignoreCentreSpecial: ignoreSpecialHours };
  const days = upcomingDays(hours, now, timeZone, 7, options);
  const status = trading ? openStatus(hours, now, timeZone, options) : undefined;
  return (
    <section className="store-hours" aria-labelledby="store-hours-title">
      <h2 id="store-hours-title" className="store-section__title">
        Opening hours
      </h2>
      {status ? <p className={`store-hours__now${status.open ? ' store-hours__now--open' : ''}`}>{status.label}</p> : null}
      <table className="store-hours__table">
        <caption className="visually-hidden">Opening hours for the next seven days, starting today</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className={day.isToday ? 'store-hours__today' : undefined} aria-current={day.isToday ? 'date' : undefined}>
              <th scope="row">
                {day.relative ?? day.name}
                {day.specialName ? <span className="store-hours__special">{day.specialName}</span> : null}
              </th>
              <td>{day.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
