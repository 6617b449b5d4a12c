import { DEFAULT_PARKING_THRESHOLDS } from './parking-bands';
import { occupancyStatus, parkingOverride, timeToParkStatus } from './parking-status';
import { timeToParkOf } from './parking-time-to-park';

describe('parking override (spec 1 §3, §9)', () => {
  it('should show the override text, green for status OPEN', () => {
    expect(parkingOverride({ overrideText: 'Open until 6pm', overrideStatus: 'OPEN' })).toEqual({
      text: 'Open until 6pm',
      open: true,
    });
    expect(parkingOverride({ overrideText: ' Open until 6pm ', overrideStatus: ' open ' })).toEqual({
      text: 'Open until 6pm',
      open: true,
    });
  });

  it('should be red for any other status, or none', () => {
    expect(parkingOverride({ overrideText: 'Closed for resurfacing', overrideStatus: 'CLOSED' })).toEqual({
      text: 'Closed for resurfacing',
      open: false,
    });
    expect(parkingOverride({ overrideText: 'Event parking only' })).toEqual({
      text: 'Event parking only',
      open: false,
    });
  });

  it('should not override without text, whatever the status', () => {
    expect(parkingOverride({ overrideStatus: 'CLOSED' })).toBeUndefined();
    expect(parkingOverride({ overrideText: '   ', overrideStatus: 'OPEN' })).toBeUndefined();
    expect(parkingOverride({})).toBeUndefined();
  });
});

describe('parking status', () => {
  it('should give the band, its word and a sentence for screen readers from the counts', () => {
    expect(occupancyStatus('Parking', 45, 55, DEFAULT_PARKING_THRESHOLDS)).toEqual({
      kind: 'occupancy',
      percent: 45,
      band: 'plenty',
      label: 'Plenty',
      description: 'Parking 45% full, plenty of spaces',
    });
    expect(occupancyStatus('River Car Park', 75, 25, DEFAULT_PARKING_THRESHOLDS)).toMatchObject({
      label: 'Moderate',
      description: 'River Car Park 75% full, some spaces',
    });
    expect(occupancyStatus('Parking', 95, 5, DEFAULT_PARKING_THRESHOLDS)).toMatchObject({
      label: 'Limited',
      description: 'Parking 95% full, limited spaces',
    });
  });

  it('should have no figure when nothing is counted', () => {
    expect(occupancyStatus('Parking', 0, 0, DEFAULT_PARKING_THRESHOLDS)).toEqual({ kind: 'noFigure' });
  });

  it('should show the time to park when it has a figure', () => {
    expect(
      timeToParkStatus('Parking', timeToParkOf(7), { occupied: 95, vacant: 5 }, DEFAULT_PARKING_THRESHOLDS),
    ).toEqual({
      kind: 'timeToPark',
      minutes: 7,
      band: 'plenty',
      label: '7 Mins',
      description: 'Parking: time to park about 7 minutes, plenty of spaces',
    });
    expect(timeToParkStatus('Parking', timeToParkOf(24), undefined, DEFAULT_PARKING_THRESHOLDS)).toMatchObject({
      label: 'Limited',
      description: 'Parking: time to park 24 minutes or more, limited spaces',
    });
  });

  it('should fall back to the occupancy band without a time to park', () => {
    expect(
      timeToParkStatus('Parking', undefined, { occupied: 95, vacant: 5 }, DEFAULT_PARKING_THRESHOLDS),
    ).toMatchObject({
      kind: 'occupancy',
      label: 'Limited',
    });
    expect(timeToParkStatus('Parking', undefined, undefined, DEFAULT_PARKING_THRESHOLDS)).toEqual({ kind: 'noFigure' });
  });
});
