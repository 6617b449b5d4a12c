import { observer } from 'mobx-react-lite';
import { upcomingDays } from '../../../src/common/domain/hours/centre-day';
import { useRootStore } from '../../app/root-store-context';

/**
 * spec 1 §2.9: the footer's opening-hours widget: the days sorted for the centre's time zone from today,
 * today highlighted, special hours named, and the extra info text.
 */
export const FooterHours = observer(function FooterHours({ info }: { info?: string }) {
  const { site, now } = useRootStore();
  const { tradingHours, timeZone } = site.centre;
  if (!tradingHours) return info ? <p className="footer-hours__info">{info}</p> : null;
  const days = upcomingDays(tradingHours, now, timeZone);
  return (
    <>
      <table className="footer-hours">
        <caption className="visually-hidden">Opening hours for the next seven days, starting today</caption>
        <tbody>
          {days.map((day) => (
            <tr
              key={day.date}
              className={day.isToday ? 'footer-hours__today' : undefined}
              aria-current={day.isToday ? 'date' : undefined}
            >
              <th scope="row">
                <span className="footer-hours__day">{day.name}</span>
                {day.isToday ? <span className="footer-hours__badge">Today</span> : null}
                {day.specialName ? <span className="footer-hours__special">{day.specialName}</span> : null}
              </th>
              <td>{day.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {info ? <p className="footer-hours__info">{info}</p> : null}
    </>
  );
});
