/**
 * The Highcharts drawing of the traffic chart. This module is reached only through a dynamic import (its own
 * chunk with Highcharts), and only in the browser, once a chart is about to show (docs/traffic.md).
 */
import Highcharts from 'highcharts/esm/highcharts.js';
import type { TrafficBar } from '../../../src/common/domain/live/traffic-series';
import { TRAFFIC_Y_MAX, TRAFFIC_Y_MIN } from '../../../src/common/domain/live/traffic-series';
import { trafficLevelLabel, TrafficLevel } from '../../../src/common/domain/live/traffic-level';
import { TRAFFIC_GROUP_PADDING, TRAFFIC_POINT_PADDING } from './traffic-chart-drawing';

export interface TrafficChartInput {
  bars: TrafficBar[];
  /** the bar of the hour in progress, or -1 */
  currentIndex: number;
  compact: boolean;
  reducedMotion: boolean;
}

export interface TrafficChartHandle {
  update(input: TrafficChartInput): void;
  destroy(): void;
}

interface Palette {
  levels: Record<TrafficLevel, string>;
  now: string;
  ink: string;
  muted: string;
  line: string;
}

/** The colours come from the stylesheet (client/styles/traffic.css), so the chart follows the design tokens. */
function palette(container: HTMLElement): Palette {
  const style = getComputedStyle(container);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    levels: {
      LOW: read('--traffic-low', '#2f7d4f'),
      MODERATE: read('--traffic-moderate', '#a86b00'),
      HIGH: read('--traffic-high', '#b3261e'),
    },
    now: read('--traffic-now', '#1b1f23'),
    ink: read('--ink', '#1b1f23'),
    muted: read('--ink-muted', '#535b63'),
    line: read('--line', '#d9dde1'),
  };
}

const tooltipText = (bar: TrafficBar, isNow: boolean) =>
  `<b>${bar.label}${bar.nextDay ? ' (next day)' : ''}${isNow ? ' · now' : ''}</b><br/>${trafficLevelLabel(bar.level)}`;

/** One column per hour in the level's colour; the hour in progress outlined and labelled 'Now'. */
function seriesOf({ bars, currentIndex }: TrafficChartInput, colours: Palette): Highcharts.SeriesColumnOptions {
  return {
    type: 'column',
    name: 'Arrivals',
    data: bars.map((bar, index) => {
      const isNow = index === currentIndex;
      return {
        y: bar.value,
        color: colours.levels[bar.level],
        borderWidth: isNow ? 2 : 0,
        borderColor: isNow ? colours.now : undefined,
        dataLabels: isNow
          ? {
              enabled: true,
              format: 'Now',
              crop: false,
              overflow: 'allow',
              style: { color: colours.now, fontSize: '12px', fontWeight: '700', textOutline: 'none' },
            }
          : undefined,
      };
    }),
  };
}

/** Below LABEL_WIDTH px per hour, every `step`th hour is labelled ('10AM11AM' must never run together). */
const LABEL_WIDTH = 46;
function labelStep(hours: number, step: number): Highcharts.ResponsiveRulesOptions {
  return {
    condition: {
      callback() {
        return this.chartWidth / Math.max(hours, 1) < LABEL_WIDTH / (step - 1);
      },
    },
    chartOptions: { xAxis: { labels: { step } } },
  };
}

function options(input: TrafficChartInput, colours: Palette): Highcharts.Options {
  const { bars, currentIndex, compact, reducedMotion } = input;
  const animation = reducedMotion ? false : { duration: 400 };
  return {
    chart: {
      type: 'column',
      // no height here: the chart fills its box, whose height the stylesheet sets per screen size
      backgroundColor: 'transparent',
      spacing: compact ? [4, 0, 0, 0] : [16, 0, 4, 0],
      style: { fontFamily: 'inherit' },
      animation,
    },
    // no <style> element (the CSP allows none): the palette's variables are in client/styles/traffic.css
    palette: { injectCSS: false },
    // the visually hidden table is the text alternative: Highcharts' own screen-reader layer would read it twice
    accessibility: { enabled: false },
    credits: { enabled: false },
    title: { text: undefined },
    legend: { enabled: false },
    xAxis: {
      categories: bars.map((bar) => bar.label),
      lineColor: colours.line,
      tickLength: 0,
      labels: {
        // never slanted: every hour when there is room, otherwise every second or third one (responsive below)
        autoRotation: [0],
        step: compact ? 3 : 1,
        style: { color: colours.muted, fontSize: compact ? '11px' : '12px' },
      },
    },
    // spec 1 §9: y from 0 to 1.2; the numbers mean nothing to a visitor, so the axis has no labels
    yAxis: {
      min: TRAFFIC_Y_MIN,
      max: TRAFFIC_Y_MAX,
      startOnTick: false,
      endOnTick: false,
      tickPositions: [TRAFFIC_Y_MIN, TRAFFIC_Y_MAX],
      title: { text: undefined },
      labels: { enabled: false },
      gridLineWidth: 0,
    },
    tooltip: {
      enabled: !compact,
      outside: false,
      backgroundColor: '#ffffff',
      borderColor: colours.line,
      borderRadius: 6,
      shadow: false,
      style: { color: colours.ink, fontSize: '13px' },
      formatter() {
        const index = this.index;
        const bar = bars[index];
        return bar ? tooltipText(bar, index === currentIndex) : false;
      },
    },
    plotOptions: {
      column: {
        animation,
        borderRadius: compact ? 2 : 4,
        borderWidth: 0,
        // the server's drawing puts its columns by the same figures (decision 0030)
        pointPadding: TRAFFIC_POINT_PADDING,
        groupPadding: TRAFFIC_GROUP_PADDING,
        states: { inactive: { enabled: false } },
      },
    },
    series: [seriesOf(input, colours)],
    responsive: compact ? undefined : { rules: [labelStep(bars.length, 2), labelStep(bars.length, 3)] },
  };
}

/** Draws the chart into the container and returns how to redraw it with new data and how to remove it. */
export function drawTrafficChart(container: HTMLElement, input: TrafficChartInput): TrafficChartHandle {
  const colours = palette(container);
  const chart = Highcharts.chart(container, options(input, colours));
  return {
    update(next) {
      // bars move to their new heights (another day, or a refresh) instead of the chart being redrawn
      chart.update(options(next, colours), true, true);
    },
    destroy() {
      chart.destroy();
    },
  };
}
