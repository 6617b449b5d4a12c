import { trafficLevelLabel } from '../../../src/common/domain/live/traffic-level';
import type { TrafficBar } from '../../../src/common/domain/live/traffic-series';

/**
 * The chart's text alternative (visually hidden, always in the DOM while a chart shows): each hour and how busy
 * it usually is, the hour in progress marked.
 */
export function TrafficTable({
  bars,
  currentIndex,
  caption,
}: {
  bars: TrafficBar[];
  currentIndex: number;
  caption: string;
}) {
  return (
    <table className="visually-hidden traffic-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">How busy</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar, index) => (
          <tr key={bar.start} aria-current={index === currentIndex ? 'time' : undefined}>
            <th scope="row">
              {bar.label}
              {bar.nextDay ? ' (next day)' : ''}
              {index === currentIndex ? ', now' : ''}
            </th>
            <td>{trafficLevelLabel(bar.level)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
