import { observer } from 'mobx-react-lite';
import { upcomingDays } from '../../../src/common/domain/hours/centre-day';
import type { HoursOptions } from '../../../src/common/domain/hours/day-hours';
import type { OpenStatus } from '../../../src/common/domain/hours/open-status';
import type { TradingHours } from '../../../src/common/domain/hours/trading-hours';
import { useRootStore } from '../../app/root-store-context';

/**
 * spec 1 §2.6: the store's opening hours for the coming week (centre special hours applied as `options` says)
 * and the 'Open now' / 'Closed now' line the page worked out, both in the centre's time zone.
 */
export const StoreHours = observer(function StoreHours({
  hours,
  options,
  status,
}: {
  hours: TradingHours;
  options?: HoursOptions;
  status?: OpenStatus;
}) {
  const { site, now } = useRootStore();
  const days = upcomingDays(hours, now, site.centre.timeZone, 7, options);
  return (
    <section className="store-hours" aria-labelledby="store-hours-title">
      <h2 id="store-hours-title" className="store-section__title">
        Opening hours
      </h2>
      {status ? (
        <p className={`store-hours__now${status.open ? ' store-hours__now--open' : ''}`}>{status.label}</p>
      ) : null}
      <table className="store-hours__table">
        <caption className="visually-hidden">Opening hours for the next seven days, starting today</caption>
        <tbody>
          {days.map((day) => (
            <tr
              key={day.date}
              className={day.isToday ? 'store-hours__today' : undefined}
              aria-current={day.isToday ? 'date' : undefined}
            >
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
