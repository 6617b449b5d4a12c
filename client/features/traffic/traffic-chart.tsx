import { RefObject, useEffect, useRef, useState } from 'react';
import type { TrafficChartHandle, TrafficChartInput } from './traffic-chart.renderer';
import { TrafficChartSvg, type TrafficChartProps } from './traffic-chart-svg';

/** Highcharts and the drawing code: a chunk of their own, fetched once, in the browser, when a chart shows. */
let renderer: Promise<typeof import('./traffic-chart.renderer')> | undefined;
const loadRenderer = () => (renderer ??= import('./traffic-chart.renderer'));

/** True once the element comes within a screen's height of the viewport (the chart's code is fetched only then). */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * The column chart of the day's hours. First the drawing the server made (`TrafficChartSvg`, an image with a title
 * and a summary; the visually hidden table beside it lists the hours), then, once the island runs and the chart is
 * near the screen, Highcharts draws the same chart over it (for its tooltips and its moving bars) and the drawing
 * goes (decision 0031). Highcharts' chart is decoration (aria-hidden): the table says the same to screen readers.
 * The box has its final height from the stylesheet (spec 1 §9: 350 px on small screens), so nothing moves.
 */
export function TrafficChart({ bars, currentIndex, caption, compact = false }: TrafficChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<TrafficChartHandle | undefined>(undefined);
  const near = useNearViewport(host);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!near || !element) return undefined;
    const input: TrafficChartInput = {
      bars,
      currentIndex,
      compact,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    };
    if (chart.current) {
      chart.current.update(input);
      return undefined;
    }
    let cancelled = false;
    loadRenderer()
      .then(({ drawTrafficChart }) => {
        if (cancelled || chart.current) return;
        chart.current = drawTrafficChart(element, input);
        setDrawn(true);
      })
      .catch(() => {
        // the chart's code could not be fetched (the connection dropped): the server's drawing stays, without tooltips
        renderer = undefined;
      });
    return () => {
      cancelled = true;
    };
  }, [near, bars, currentIndex, compact]);

  // the chart goes with the component
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = undefined;
    },
    [],
  );

  return (
    <div className={`traffic-chart${compact ? ' traffic-chart--compact' : ''}`}>
      {drawn ? null : <TrafficChartSvg bars={bars} currentIndex={currentIndex} caption={caption} compact={compact} />}
      <div ref={host} className="traffic-chart__live" aria-hidden="true" />
    </div>
  );
}
