import { useId } from 'react';
import { trafficLevelLabel } from '../../../src/common/domain/live/traffic-level';
import type { TrafficBar } from '../../../src/common/domain/live/traffic-series';
import { drawTrafficChart } from './traffic-chart-drawing';

/** What both drawings of a day's chart take (this one and Highcharts', `traffic-chart.tsx`). */
export interface TrafficChartProps {
  bars: TrafficBar[];
  /** the bar of the hour in progress, or -1 */
  currentIndex: number;
  /** names the chart ('Popular arrival times, today') */
  caption: string;
  compact?: boolean;
}

const round = (value: number) => `${Math.round(value * 1000) / 1000}%`;

/** A sentence for screen readers: what the chart shows, from which hour to which, and the hour now. */
export function trafficChartSummary(bars: TrafficBar[], currentIndex: number): string {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return '';
  const now = bars[currentIndex];
  const span = `Columns for each hour from ${first.label} to ${last.label}${last.nextDay ? ' (next day)' : ''}`;
  const current = now ? `; now, ${now.label}: ${trafficLevelLabel(now.level)}` : '';
  return `${span}, coloured by how busy the centre usually is${current}. The table below lists every hour.`;
}

/**
 * The chart as the server draws it (decision 0031): columns in the level's colour, the hour in progress outlined
 * and labelled 'Now', the hours below, in the places Highcharts puts them. It shows until Highcharts has drawn the
 * same chart over it. Percent geometry: one drawing for every width, the hours' labels thinned by the stylesheet
 * (client/styles/traffic.css) as Highcharts' responsive rules thin them.
 */
export function TrafficChartSvg({ bars, currentIndex, caption, compact = false }: TrafficChartProps) {
  const id = useId();
  const drawing = drawTrafficChart(bars, currentIndex, compact);
  return (
    <div className="traffic-drawn" style={{ ['--traffic-hours' as string]: bars.length }}>
      <svg
        className="traffic-drawn__plot"
        width="100%"
        height="100%"
        role="img"
        aria-labelledby={`${id}t`}
        aria-describedby={`${id}d`}
      >
        <title id={`${id}t`}>{caption}</title>
        <desc id={`${id}d`}>{trafficChartSummary(bars, currentIndex)}</desc>
        {drawing.bars.map((bar, index) => (
          <g key={bars[index]!.start} className={`traffic-drawn__bar traffic-drawn__bar--${bar.level.toLowerCase()}`}>
            {/* a rounded column twice the bar's height in a box of the bar's: only its top is rounded, as Highcharts draws it */}
            <svg x={round(bar.x)} y={round(bar.y)} width={round(bar.width)} height={round(bar.height)}>
              <rect width="100%" height="200%" rx={compact ? 2 : 4} />
            </svg>
            {bar.now ? (
              <rect
                className="traffic-drawn__now-outline"
                x={round(bar.x)}
                y={round(bar.y)}
                width={round(bar.width)}
                height={round(bar.height)}
                rx={compact ? 2 : 4}
              />
            ) : null}
          </g>
        ))}
        {drawing.now ? (
          <text className="traffic-drawn__now" x={round(drawing.now.x)} y={round(drawing.now.y)} dy={-6}>
            Now
          </text>
        ) : null}
      </svg>
      <svg className="traffic-drawn__hours" width="100%" aria-hidden="true">
        {drawing.labels.map((label, index) => (
          <text
            key={bars[index]!.start}
            className={`traffic-drawn__hour traffic-drawn__hour--${label.shows}`}
            x={round(label.x)}
            y="1em"
          >
            {label.text}
          </text>
        ))}
      </svg>
    </div>
  );
}
