import { RefObject, useEffect, useRef, useState } from 'react';
import type { TrafficBar } from '../../../src/common/domain/live/traffic-series';
import type { TrafficChartHandle, TrafficChartInput } from './traffic-chart.renderer';
import { TrafficUnavailable } from './traffic-status';

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
 * The column chart of the day's hours. It is decoration for sighted visitors (aria-hidden): the visually hidden
 * table beside it says the same to screen readers. Its box has its final height from the stylesheet (spec 1 §9:
 * 350 px on small screens) before Highcharts arrives, so nothing moves when the bars appear.
 */
export function TrafficChart({
  bars,
  currentIndex,
  compact = false,
}: {
  bars: TrafficBar[];
  currentIndex: number;
  compact?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<TrafficChartHandle | undefined>(undefined);
  const near = useNearViewport(host);
  const [failed, setFailed] = useState(false);

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
        if (!cancelled && !chart.current) chart.current = drawTrafficChart(element, input);
      })
      .catch(() => {
        // the chart's code could not be fetched (the connection dropped): say so rather than show an empty box
        renderer = undefined;
        if (!cancelled) setFailed(true);
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

  if (failed) return <TrafficUnavailable />;
  return <div ref={host} className={`traffic-chart${compact ? ' traffic-chart--compact' : ''}`} aria-hidden="true" />;
}
