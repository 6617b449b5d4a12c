import type { ParkingResponse, TimeToParkResponse } from './live-api.types';
import { DEFAULT_PARKING_THRESHOLDS } from './parking-bands';
import {
  IndicatorView,
  indicatorView,
  LIVE_LOADING_LABEL,
  LIVE_UNAVAILABLE_LABEL,
  regionIndicator,
  totalIndicator,
} from './parking-indicator';

describe('parking indicator states (spec 1 §4, §8)', () => {
  it("should show 'Loading...' while not asked or loading for the first time", () => {
    expect(indicatorView({ status: 'notAsked' })).toEqual({ kind: 'loading' });
    expect(indicatorView({ status: 'loading' })).toEqual({ kind: 'loading' });
    expect(LIVE_LOADING_LABEL).toBe('Loading...');
  });

  it('should show the figures of a success, and keep them while a refresh runs', () => {
    expect(indicatorView({ status: 'success', value: 45 })).toEqual({ kind: 'ready', value: 45 });
    expect(indicatorView({ status: 'loading', previous: 45 })).toEqual({ kind: 'ready', value: 45 });
  });

  it("should show 'Unavailable' on failure, even after an earlier success", () => {
    expect(indicatorView({ status: 'failure', error: 'Oops! Something went wrong, Please try again later.' })).toEqual({
      kind: 'unavailable',
    });
    expect(indicatorView({ status: 'failure', error: 'x', previous: 45 })).toEqual({ kind: 'unavailable' });
    expect(LIVE_UNAVAILABLE_LABEL).toBe('Unavailable');
  });
});

describe('parking total and rows (spec 1 §2.14, §8, §9)', () => {
  const bands = DEFAULT_PARKING_THRESHOLDS;
  const parking: ParkingResponse = {
    timestamp: '2026-11-23T10:00:00+11:00',
    totalOccupied: 450,
    totalVacant: 550,
    occupancy: [
      { regionId: 'P1', name: 'River Car Park', occupied: 95, vacant: 5 },
      { regionId: 'P2', name: 'Boulevard Multi-Deck', occupied: 355, vacant: 545 },
    ],
  };
  const times = (...results: Array<[string, number]>): IndicatorView<TimeToParkResponse> => ({
    kind: 'ready',
    value: { timestamp: '', results: results.map(([regionId, minutes]) => ({ regionId, minutes })) },
  });
  const ready = { kind: 'ready', value: parking } as const;
  const river = { regionId: 'P1', name: 'River Car Park' };

  it('should show the occupancy of all car parks as the total', () => {
    expect(totalIndicator(ready, undefined, bands)).toEqual({
      kind: 'ready',
      value: {
        kind: 'occupancy',
        percent: 45,
        band: 'plenty',
        label: 'Plenty',
        description: 'Parking 45% full, plenty of spaces',
      },
    });
  });

  it('should show the average time to park as the total, or the occupancy when no car park has a figure', () => {
    expect(totalIndicator(ready, times(['P1', 4], ['P2', 10], ['P3', -1]), bands)).toMatchObject({
      value: { kind: 'timeToPark', label: '7 Mins' },
    });
    expect(totalIndicator(ready, times(['P1', -1], ['P2', -1]), bands)).toMatchObject({
      value: { kind: 'occupancy', label: 'Plenty' },
    });
    expect(totalIndicator({ kind: 'unavailable' }, times(['P1', -1]), bands)).toEqual({ kind: 'unavailable' });
  });

  it("should say 'Loading...' or 'Unavailable' as the data it needs is", () => {
    expect(totalIndicator({ kind: 'loading' }, undefined, bands)).toEqual({ kind: 'loading' });
    expect(totalIndicator({ kind: 'unavailable' }, undefined, bands)).toEqual({ kind: 'unavailable' });
    expect(totalIndicator(ready, { kind: 'loading' }, bands)).toEqual({ kind: 'loading' });
    expect(totalIndicator(ready, { kind: 'unavailable' }, bands)).toEqual({ kind: 'unavailable' });
  });

  it("should show a car park's own occupancy band", () => {
    expect(regionIndicator(river, ready, undefined, bands)).toMatchObject({
      kind: 'ready',
      value: { label: 'Limited', description: 'River Car Park 95% full, limited spaces' },
    });
  });

  it('should show nothing for a car park the live occupancy list lacks', () => {
    expect(regionIndicator({ regionId: 'P9', name: 'Rooftop' }, ready, undefined, bands)).toEqual({ kind: 'missing' });
    expect(regionIndicator({ regionId: 'P9', name: 'Rooftop' }, ready, times(['P9', 3]), bands)).toEqual({
      kind: 'missing',
    });
  });

  it('should show the override text whatever the live data says', () => {
    const rooftop = { regionId: 'P9', name: 'Rooftop', override: { text: 'Open until 6pm', open: true } };
    for (const view of [ready, { kind: 'loading' } as const, { kind: 'unavailable' } as const]) {
      expect(regionIndicator(rooftop, view, undefined, bands)).toEqual({
        kind: 'ready',
        value: { kind: 'override', text: 'Open until 6pm', open: true },
      });
    }
  });

  it("should show a car park's own time to park, falling back to its occupancy band without a figure", () => {
    expect(regionIndicator(river, ready, times(['P1', 12]), bands)).toMatchObject({
      value: { kind: 'timeToPark', label: '12 Mins' },
    });
    expect(regionIndicator(river, ready, times(['P1', -1]), bands)).toMatchObject({
      value: { kind: 'occupancy', label: 'Limited' },
    });
    expect(regionIndicator(river, ready, times(['P2', 3]), bands)).toMatchObject({
      value: { kind: 'occupancy', label: 'Limited' },
    });
    // the time to park arrived before the counts
    expect(regionIndicator(river, { kind: 'loading' }, times(['P1', 12]), bands)).toMatchObject({
      value: { label: '12 Mins' },
    });
    expect(regionIndicator(river, { kind: 'loading' }, times(['P1', -1]), bands)).toEqual({ kind: 'loading' });
    expect(regionIndicator(river, ready, { kind: 'unavailable' }, bands)).toEqual({ kind: 'unavailable' });
  });
});
