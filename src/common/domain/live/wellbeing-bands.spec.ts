import fc from 'fast-check';
import {
  airQualityLevel,
  airQualityLimits,
  DEFAULT_AIR_QUALITY_LIMITS,
  DEFAULT_TEMPERATURE_LIMITS,
  temperatureLevel,
  temperatureLimits,
} from './wellbeing-bands';

describe('air quality (spec 1 §9)', () => {
  it.each([
    [0, 'veryPoor', 'Very poor'],
    [26, 'veryPoor', 'Very poor'],
    [27, 'poor', 'Poor'],
    [51, 'poor', 'Poor'],
    [52, 'fair', 'Fair'],
    [76, 'fair', 'Fair'],
    [77, 'good', 'Good'],
    [100, 'good', 'Good'],
  ] as const)('should show %i%% as %s (%s) with the default limits', (percent, band, label) => {
    expect(airQualityLevel(percent)).toEqual({ inRange: true, value: percent, band, label });
  });

  it('should round to a whole percent and band what it shows', () => {
    expect(airQualityLevel(26.4)).toMatchObject({ value: 26, band: 'veryPoor' });
    expect(airQualityLevel(26.5)).toMatchObject({ value: 27, band: 'poor' });
    expect(airQualityLevel(-0.4)).toMatchObject({ inRange: true, value: 0, band: 'veryPoor' });
  });

  it("should show 'Error' for a percent outside 0-100", () => {
    expect(airQualityLevel(-1)).toEqual({ inRange: false, value: -1, label: 'Error' });
    expect(airQualityLevel(101)).toEqual({ inRange: false, value: 101, label: 'Error' });
    expect(airQualityLevel(NaN)).toEqual({ inRange: false, value: undefined, label: 'Error' });
  });

  it("should use the block's limits, with the defaults for the fields left empty", () => {
    const limits = airQualityLimits({ veryPoor: '30', poor: 60, fair: '' });
    expect(limits).toEqual({ veryPoor: 30, poor: 60, fair: 76, good: 100 });
    expect(airQualityLevel(30, limits).label).toBe('Very poor');
    expect(airQualityLevel(61, limits).label).toBe('Fair');
    expect(airQualityLevel(95, airQualityLimits({ good: 90 })).label).toBe('Error');
  });

  it('should apply every default when the limits are out of order or beyond 0-100', () => {
    expect(airQualityLimits({ poor: 20 })).toEqual(DEFAULT_AIR_QUALITY_LIMITS);
    expect(airQualityLimits({ good: 120 })).toEqual(DEFAULT_AIR_QUALITY_LIMITS);
    expect(airQualityLimits({ veryPoor: -5 })).toEqual(DEFAULT_AIR_QUALITY_LIMITS);
    expect(airQualityLimits({ fair: 'lots' })).toEqual(DEFAULT_AIR_QUALITY_LIMITS);
  });

  it('should never rate cleaner air worse, and label every in-range percent', () => {
    const order = { veryPoor: 0, poor: 1, fair: 2, good: 3 };
    fc.assert(
      fc.property(
        fc.double({ min: -0.49, max: 100.49, noNaN: true }),
        fc.double({ min: -0.49, max: 100.49, noNaN: true }),
        (a, b) => {
          const [low, high] = [airQualityLevel(Math.min(a, b)), airQualityLevel(Math.max(a, b))];
          if (!low.inRange || !high.inRange) throw new Error('expected both in range');
          expect(order[low.band]).toBeLessThanOrEqual(order[high.band]);
        },
      ),
    );
  });

  it("should show 'Error' for every percent that rounds outside 0-100 (halves round up)", () => {
    const outside = fc.oneof(
      fc.double({ min: -1e6, max: -0.51, noNaN: true }),
      fc.double({ min: 100.5, max: 1e6, noNaN: true }),
    );
    fc.assert(fc.property(outside, (percent) => expect(airQualityLevel(percent).label).toBe('Error')));
  });
});

describe('average temperature (spec 1 §9)', () => {
  it.each([
    [5, 'cold', 'Cold'],
    [17, 'cold', 'Cold'],
    [18, 'cool', 'Cool'],
    [20, 'cool', 'Cool'],
    [21, 'ideal', 'Ideal'],
    [23, 'ideal', 'Ideal'],
    [24, 'warm', 'Warm'],
    [26, 'warm', 'Warm'],
    [27, 'hot', 'Hot'],
    [45, 'hot', 'Hot'],
  ] as const)('should show %i °C as %s (%s) with the default limits', (celsius, band, label) => {
    expect(temperatureLevel(celsius)).toEqual({ inRange: true, value: celsius, band, label });
  });

  it('should round to a whole degree and band what it shows', () => {
    expect(temperatureLevel(20.5)).toMatchObject({ value: 21, band: 'ideal' });
    expect(temperatureLevel(23.4)).toMatchObject({ value: 23, band: 'ideal' });
  });

  it("should show 'Error' below 5 °C or above 45 °C", () => {
    expect(temperatureLevel(4)).toEqual({ inRange: false, value: 4, label: 'Error' });
    expect(temperatureLevel(46)).toEqual({ inRange: false, value: 46, label: 'Error' });
    expect(temperatureLevel(Infinity)).toEqual({ inRange: false, value: undefined, label: 'Error' });
  });

  it("should use the block's limits, and every default when they are out of order", () => {
    const limits = temperatureLimits({ cool: 16, hot: '29' });
    expect(limits).toEqual({ cool: 16, ideal: 21, warm: 24, hot: 29 });
    expect(temperatureLevel(17, limits).label).toBe('Cool');
    expect(temperatureLevel(28, limits).label).toBe('Warm');
    expect(temperatureLimits({ ideal: 25 })).toEqual(DEFAULT_TEMPERATURE_LIMITS);
    expect(temperatureLimits({ hot: 50 })).toEqual(DEFAULT_TEMPERATURE_LIMITS);
  });

  it('should never call a warmer reading colder, within the sensor range', () => {
    const order = { cold: 0, cool: 1, ideal: 2, warm: 3, hot: 4 };
    fc.assert(
      fc.property(fc.double({ min: 5, max: 45, noNaN: true }), fc.double({ min: 5, max: 45, noNaN: true }), (a, b) => {
        const [low, high] = [temperatureLevel(Math.min(a, b)), temperatureLevel(Math.max(a, b))];
        if (!low.inRange || !high.inRange) throw new Error('expected both in range');
        expect(order[low.band]).toBeLessThanOrEqual(order[high.band]);
      }),
    );
  });
});
