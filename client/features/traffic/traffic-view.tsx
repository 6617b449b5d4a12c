import { observer } from 'mobx-react-lite';
import { ReactNode, useMemo } from 'react';
import type { AsyncResource } from '../../app/async-resource';
import { useRootStore } from '../../app/root-store-context';
import { openStatus } from '../../../src/common/domain/hours/open-status';
import { trafficLevelLabel } from '../../../src/common/domain/live/traffic-level';
import { TRAFFIC_NOW_CLOSED, TRAFFIC_NOW_PREFIX } from '../../../src/common/domain/live/traffic-messages';
import {
  currentBarIndex,
  currentLevel,
  highlightInstant,
  isClosed,
  trafficBars,
} from '../../../src/common/domain/live/traffic-series';
import { formatTwelveHour } from '../../../src/common/domain/time/twelve-hour';
import { zonedParts } from '../../../src/common/domain/time/zoned-time';
import { TrafficChart } from './traffic-chart';
import { TrafficLegend } from './traffic-legend';
import { TrafficClosed, TrafficLoading, TrafficUnavailable } from './traffic-status';
import { TrafficTable } from './traffic-table';
import type { DayTraffic } from '../../../src/page-model/traffic/traffic-panel.model';

/** '3:20pm' on the centre's clock. */
function clockTime(instant: Date, timeZone: string): string | undefined {
  if (!Number.isFinite(instant.getTime())) return undefined;
  const { hour, minute } = zonedParts(instant, timeZone);
  return formatTwelveHour(`${hour}:${String(minute).padStart(2, '0')}`);
}

interface TrafficViewProps {
  resource: AsyncResource<DayTraffic>;
  /** the day shown (YYYY-MM-DD) */
  date: string;
  /** the text alternative's caption ('Popular arrival times today') */
  caption: string;
  compact?: boolean;
  /** show 'Right now: ...' (the view is of today): its line is kept while the answer loads */
  showNow?: boolean;
  /** shown after the chart's legend (a link to the traffic page) */
  children?: ReactNode;
}

/**
 * spec 1 §2.14 / §4 / §8: the chart of a day with its states. 'Loading...' until the day's answer arrives (also
 * on the server); 'Live traffic currently unavailable' when it fails; 'Centre is closed on this date.' for a day
 * without hours. A refresh that fails keeps the day's chart (docs/traffic.md). The frame keeps its height in
 * every state, so the page does not jump.
 */
export const TrafficView = observer(function TrafficView({
  resource,
  date,
  caption,
  compact = false,
  showNow = true,
  children,
}: TrafficViewProps) {
  const { site, now } = useRootStore();
  const value = resource.value;
  const data = value?.date === date ? value.response : undefined;
  const bars = useMemo(() => (data ? trafficBars(data, site.centre.timeZone) : []), [data, site.centre.timeZone]);
  const closed = data ? isClosed(data) : false;
  /** the day's answer says the centre is shut: no chart, no legend */
  const shut = data !== undefined && (closed || bars.length === 0);
  const currentIndex = data ? currentBarIndex(bars, highlightInstant(data.current, now)) : -1;
  const level = showNow && data && !closed ? currentLevel(data.current) : undefined;
  // the feed reads 'off peak' while the doors are shut (midnight): a closed centre is closed, not quiet
  const { tradingHours, timeZone } = site.centre;
  // when the figures were read (the server's read of a page it may have cached, or the browser's last refresh)
  const readAt = value?.readAt && data ? clockTime(new Date(value.readAt), timeZone) : undefined;
  const shutNow = level !== undefined && tradingHours !== undefined && !openStatus(tradingHours, now, timeZone).open;

  let message = null;
  if (!data) message = resource.state.status === 'failure' ? <TrafficUnavailable /> : <TrafficLoading />;
  else if (shut) message = <TrafficClosed />;

  return (
    <div
      className={`traffic-view${compact ? ' traffic-view--compact' : ''}`}
      data-state={message ? 'message' : 'chart'}
    >
      <div className="traffic-view__frame">
        {message ? null : <TrafficChart bars={bars} currentIndex={currentIndex} caption={caption} compact={compact} />}
        <div className="traffic-view__status" role="status">
          {message}
        </div>
      </div>
      {message ? null : <TrafficTable bars={bars} currentIndex={currentIndex} caption={caption} />}
      {/* the line is there before the reading arrives (blank), so the reading moves nothing (decision 0013) */}
      {showNow ? (
        <p className="traffic-now" aria-hidden={level ? undefined : true}>
          {level ? (
            <>
              {TRAFFIC_NOW_PREFIX}{' '}
              {shutNow ? (
                <strong className="traffic-now__level traffic-now__level--closed">{TRAFFIC_NOW_CLOSED}</strong>
              ) : (
                <strong className={`traffic-now__level traffic-now__level--${level.toLowerCase()}`}>
                  {trafficLevelLabel(level)}
                </strong>
              )}
              {readAt ? <span className="traffic-now__at"> (at {readAt})</span> : null}
            </>
          ) : (
            '\u00a0'
          )}
        </p>
      ) : null}
      {/* the legend shows while the chart loads too: its place is kept */}
      {shut && !children ? null : (
        <div className="traffic-view__foot">
          {shut ? null : <TrafficLegend />}
          {children}
        </div>
      )}
    </div>
  );
});
