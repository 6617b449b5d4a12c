/**
 * The server's drawing of the traffic chart (decision 0031): the geometry of Highcharts' column chart as
 * `traffic-chart.renderer.ts` configures it, in percentages of the plot, so one drawing fits every width and the
 * Highcharts chart that replaces it on the first interaction puts its bars in the same places.
 */
import type { TrafficBar } from '../../../src/common/domain/live/traffic-series';
import { TRAFFIC_Y_MAX, TRAFFIC_Y_MIN } from '../../../src/common/domain/live/traffic-series';
import type { TrafficLevel } from '../../../src/common/domain/live/traffic-level';

/** The columns' spacing, for Highcharts (`traffic-chart.renderer.ts`, plotOptions.column) and this drawing. */
export const TRAFFIC_GROUP_PADDING = 0.06;
export const TRAFFIC_POINT_PADDING = 0.08;

/**
 * Which widths an hour's label shows at (Highcharts' `responsive` rules in the renderer): every hour from 46 px an
 * hour, every second hour from 23 px, every third below; the compact chart labels every third hour.
 * `always`: at every width; `wide`: 46 px an hour or more; `notNarrow`: 23 px or more; `wideOrNarrow`: 46 px or more,
 * or under 23 px; `never`.
 */
export type HourLabelShows = 'always' | 'wide' | 'notNarrow' | 'wideOrNarrow' | 'never';

export interface DrawnBar {
  /** left edge and width, percent of the plot's width */
  x: number;
  width: number;
  /** top edge and height, percent of the plot's height (0 at the top) */
  y: number;
  height: number;
  level: TrafficLevel;
  now: boolean;
}

export interface DrawnLabel {
  /** the middle of the hour, percent of the plot's width */
  x: number;
  text: string;
  shows: HourLabelShows;
}

export interface TrafficDrawing {
  bars: DrawnBar[];
  labels: DrawnLabel[];
  /** where the 'Now' label stands (the middle above the bar of the hour in progress), percent; absent without it */
  now?: { x: number; y: number };
}

function labelShows(index: number, compact: boolean): HourLabelShows {
  if (index % 3 === 0) return index % 2 === 0 ? 'always' : compact ? 'always' : 'wideOrNarrow';
  if (compact) return 'never';
  return index % 2 === 0 ? 'notNarrow' : 'wide';
}

/** The bars, hour labels and 'Now' of a day's chart; `currentIndex` is the hour in progress or -1. */
export function drawTrafficChart(bars: TrafficBar[], currentIndex: number, compact = false): TrafficDrawing {
  const hours = bars.length;
  if (hours === 0) return { bars: [], labels: [] };
  const category = 100 / hours;
  const group = category * (1 - 2 * TRAFFIC_GROUP_PADDING);
  const width = group * (1 - 2 * TRAFFIC_POINT_PADDING);
  const left = category * TRAFFIC_GROUP_PADDING + group * TRAFFIC_POINT_PADDING;
  const span = TRAFFIC_Y_MAX - TRAFFIC_Y_MIN;
  const drawn = bars.map((bar, index): DrawnBar => {
    const height = ((bar.value - TRAFFIC_Y_MIN) / span) * 100;
    return {
      x: index * category + left,
      width,
      y: 100 - height,
      height,
      level: bar.level,
      now: index === currentIndex,
    };
  });
  const labels = bars.map((bar, index) => ({
    x: (index + 0.5) * category,
    text: bar.label,
    shows: labelShows(index, compact),
  }));
  const current = drawn[currentIndex];
  return {
    bars: drawn,
    labels,
    ...(current ? { now: { x: (currentIndex + 0.5) * category, y: current.y } } : {}),
  };
}
