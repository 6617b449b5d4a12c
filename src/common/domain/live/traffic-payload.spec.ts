import { checkTrafficResponse } from './traffic-payload';

const hour = { timestamp: '2026-11-23T15:00:00+08:00', occupancy: 0.6, alertLevel: 'YELLOW' };
const current = { timestamp: '2026-11-23T15:20:00+08:00', currentTraffic: 0.7, alertLevel: 'YELLOW' };
const body = (days: unknown, extra: Record<string, unknown> = {}) => ({
  traffic: { timezone: 'Australia/Perth', days },
  ...extra,
});

describe('traffic payload check', () => {
  it('should accept the traffic of a day with its reading now', () => {
    expect(checkTrafficResponse(body([{ datestamp: '2026-11-23', hours: [hour] }], { current }))).toEqual({
      traffic: { timezone: 'Australia/Perth', days: [{ datestamp: '2026-11-23', hours: [hour] }] },
      current,
    });
  });

  it('should accept a closed day (no hours) and a day without a reading now', () => {
    expect(checkTrafficResponse(body([{ datestamp: '2026-12-25', hours: [] }]))).toEqual({
      traffic: { timezone: 'Australia/Perth', days: [{ datestamp: '2026-12-25', hours: [] }] },
      current: null,
    });
  });

  it('should count a success without the traffic payload as failure', () => {
    for (const wrong of [
      undefined,
      null,
      {},
      [],
      'traffic',
      { current },
      { traffic: null },
      { traffic: { timezone: 'Australia/Perth' } },
      body([]),
      body([{ hours: [hour] }]),
      body([{ datestamp: '23/11/2026', hours: [hour] }]),
      body([{ datestamp: '2026-11-23' }]),
      body([{ datestamp: '2026-11-23', hours: [{ ...hour, occupancy: '0.6' }] }]),
      body([{ datestamp: '2026-11-23', hours: [{ ...hour, timestamp: 'three pm' }] }]),
      body([{ datestamp: '2026-11-23', hours: [null] }]),
    ]) {
      expect(checkTrafficResponse(wrong)).toBeUndefined();
    }
  });

  it('should drop a malformed reading now but keep the chart', () => {
    const checked = checkTrafficResponse(
      body([{ datestamp: '2026-11-23', hours: [hour] }], { current: { timestamp: 'now' } }),
    );
    expect(checked?.current).toBeNull();
    expect(checked?.traffic.days).toHaveLength(1);
  });
});
