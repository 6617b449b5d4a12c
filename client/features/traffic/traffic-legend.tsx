import { TRAFFIC_LEVEL_LABELS, TrafficLevel } from '../../../src/common/domain/live/traffic-level';

const LEVELS: TrafficLevel[] = ['LOW', 'MODERATE', 'HIGH'];

/** What the bar colours mean (the table says it in words; the legend is for the eye, so it is hidden from readers). */
export function TrafficLegend() {
  return (
    <ul className="traffic-legend" aria-hidden="true">
      {LEVELS.map((level) => (
        <li key={level} className={`traffic-legend__item traffic-legend__item--${level.toLowerCase()}`}>
          {TRAFFIC_LEVEL_LABELS[level]}
        </li>
      ))}
    </ul>
  );
}
