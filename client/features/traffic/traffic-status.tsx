import {
  TRAFFIC_CLOSED,
  TRAFFIC_UNAVAILABLE,
  TRAFFIC_UNAVAILABLE_SHORT,
} from '../../../src/common/domain/live/traffic-messages';
import { LiveLoading } from '../../ui/live-loading';

/** spec 1 §8: live traffic failed; the short form shows on medium screens (768 to 959 px, client/styles/traffic.css). */
export function TrafficUnavailable() {
  return (
    <p className="traffic-message traffic-message--failure">
      <span className="traffic-message__long">{TRAFFIC_UNAVAILABLE}</span>
      <span className="traffic-message__short">{TRAFFIC_UNAVAILABLE_SHORT}</span>
    </p>
  );
}

/** spec 1 §4: not asked yet or loading (the server renders this, so hydration matches). */
export function TrafficLoading() {
  return (
    <p className="traffic-message">
      <LiveLoading />
    </p>
  );
}

/** spec 1 §8: the chosen day has no trading hours. */
export function TrafficClosed() {
  return <p className="traffic-message traffic-message--closed">{TRAFFIC_CLOSED}</p>;
}
