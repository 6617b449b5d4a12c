import type { TrafficBar } from '../../../src/common/domain/live/traffic-series';
import { drawTrafficChart } from './traffic-chart-drawing';

const bar = (hour: number, value: number, level: TrafficBar['level'] = 'LOW'): TrafficBar => ({
  start: Date.UTC(2026, 10, 23, hour),
  label: `${hour}`,
  value,
  level,
  nextDay: false,
});

describe('the server-drawn traffic chart (decision 0031)', () => {
  it('should scale bar heights to 0..1.2 of the plot, a full reading reaching the top', () => {
    const { bars } = drawTrafficChart([bar(9, 0), bar(10, 0.6), bar(11, 1.2), bar(12, 0.3)], -1);
    expect(bars.map((b) => Math.round(b.height * 100) / 100)).toEqual([0, 50, 100, 25]);
    // a bar stands on the axis: its top plus its height is the plot's bottom
    for (const b of bars) expect(b.y + b.height).toBeCloseTo(100);
    expect(bars[2]!.y).toBeCloseTo(0);
  });

  it("should place each column in its hour as Highcharts does (group 0.06, point 0.08 of the hour's width)", () => {
    const { bars, labels } = drawTrafficChart([bar(9, 1), bar(10, 1), bar(11, 1), bar(12, 1)], -1);
    // four hours of 25 %: the column is 25 * 0.88 * 0.84 wide, starting 25 * (0.06 + 0.88 * 0.08) into its hour
    expect(bars[0]!.width).toBeCloseTo(18.48);
    expect(bars.map((b) => b.x)).toEqual([3.26, 28.26, 53.26, 78.26].map((x) => expect.closeTo(x, 5)));
    // each column and its label are centred on the hour
    bars.forEach((b, i) => expect(b.x + b.width / 2).toBeCloseTo(labels[i]!.x));
    expect(labels.map((l) => l.x)).toEqual([12.5, 37.5, 62.5, 87.5]);
  });

  it("should outline the hour in progress and stand 'Now' over its middle, and have no 'Now' on another day", () => {
    const hours = [bar(9, 0.2), bar(10, 0.9, 'HIGH'), bar(11, 0.5, 'MODERATE')];
    const today = drawTrafficChart(hours, 1);
    expect(today.bars.map((b) => b.now)).toEqual([false, true, false]);
    expect(today.now).toEqual({ x: expect.closeTo(50, 5), y: expect.closeTo(25, 5) });
    expect(today.bars.map((b) => b.level)).toEqual(['LOW', 'HIGH', 'MODERATE']);
    const otherDay = drawTrafficChart(hours, -1);
    expect(otherDay.now).toBeUndefined();
    expect(otherDay.bars.some((b) => b.now)).toBe(false);
  });

  it('should draw nothing for a day without hours', () => {
    expect(drawTrafficChart([], -1)).toEqual({ bars: [], labels: [] });
    expect(drawTrafficChart([], 0)).toEqual({ bars: [], labels: [] });
  });

  it("should label the hours as Highcharts' steps do: every third always, the compact chart only every third", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => bar(9 + i, 0.5));
    // hours 0 and 6 always; 3 and 9 at every hour or every third; even ones at every hour or every second; odd ones wide
    const steps = 'always wide notNarrow wideOrNarrow notNarrow wide always wide notNarrow wideOrNarrow notNarrow wide';
    expect(drawTrafficChart(twelve, -1).labels.map((l) => l.shows)).toEqual(steps.split(' '));
    expect(drawTrafficChart(twelve, -1, true).labels.filter((l) => l.shows === 'always')).toHaveLength(4);
    expect(drawTrafficChart(twelve, -1, true).labels.filter((l) => l.shows === 'never')).toHaveLength(8);
  });
});
