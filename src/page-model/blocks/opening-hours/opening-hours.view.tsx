import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { relativeDay } from '../../../common/domain/hours/centre-day';
import { weekRangeLabel, shortDate } from '../../../common/domain/hours/week-label';
import { WeekTable, weekTables } from '../../../common/domain/hours/weeks';
import { useRootStore } from '../../../../client/app/root-store-context';
import { Carousel } from '../../../../client/features/media/carousel';
import { OpeningHoursModel, WEEKS } from './opening-hours.block';

function Week({
  week,
  now,
  timeZone,
  showSpecial,
}: {
  week: WeekTable;
  now: Date;
  timeZone: string;
  showSpecial: boolean;
}) {
  return (
    <table className="hours-week">
      <caption className="hours-week__caption">Opening hours, week of {weekRangeLabel(week.start, week.end)}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Date</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {week.days.map((day) => {
          const relative = relativeDay(day.date, now, timeZone);
          return (
            <tr
              key={day.date}
              className={day.isToday ? 'hours-week__today' : undefined}
              aria-current={day.isToday ? 'date' : undefined}
            >
              <th scope="row">
                <span className="hours-week__name">{day.name}</span>
                <span className="hours-week__short" aria-hidden="true">
                  {day.shortName}
                </span>
                {relative ? (
                  <span className={`hours-week__badge hours-week__badge--${relative.toLowerCase()}`}>{relative}</span>
                ) : null}
              </th>
              <td className="hours-week__date">{shortDate(day.date)}</td>
              <td className="hours-week__hours">
                {day.label}
                {showSpecial && day.specialName ? <span className="hours-week__special">{day.specialName}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * spec 1 §2.9 / §9: four weekly tables from the centre's current ISO week (Monday first), special hours
 * replacing the defaults, today bold, 'Today' and 'Tomorrow' in the centre's time zone whatever the zone
 * of the server or the browser. The hours are the centre's (site data); `now` is the render time.
 */
export const OpeningHoursView = observer(function OpeningHoursView({ model }: { model: OpeningHoursModel }) {
  const { site, now } = useRootStore();
  const headingId = useId();
  const { tradingHours, timeZone } = site.centre;
  if (!tradingHours) return null;
  const weeks = weekTables(tradingHours, now, timeZone, WEEKS);
  return (
    <section className="opening-hours container" aria-labelledby={headingId}>
      <h2 id={headingId} className="opening-hours__heading">
        {model.heading}
      </h2>
      <Carousel
        label="Opening hours by week"
        infinite={false}
        showLabel
        slides={weeks.map((week) => ({
          key: week.start,
          label: weekRangeLabel(week.start, week.end),
          node: <Week week={week} now={now} timeZone={timeZone} showSpecial={model.showSpecialHours} />,
        }))}
      />
    </section>
  );
});
