import {
  readCentres,
  readCurrentTraffic,
  readParking,
  readTimeToPark,
  readTrafficCurve,
  readWellbeing,
} from './property-data.payloads';

const hour = { timestamp: '2026-11-26T09:00:00+11:00', occupancy: 0.31, alertLevel: 'GREEN' };
const curve = { timezone: 'Australia/Melbourne', days: [{ datestamp: '20261126', hours: [hour] }] };
const parking = {
  timestamp: '2026-11-26T13:00:00+11:00',
  totalOccupied: 402,
  totalVacant: 98,
  occupancy: [{ region_id: 'WLV-P1', name: 'Station Street Car Park', occupied: 402, vacant: 98 }],
};

describe('property data payloads', () => {
  it('should turn a traffic curve into dashed days, and keep a closed day with no hours', () => {
    expect(readTrafficCurve(curve)).toEqual({
      timezone: 'Australia/Melbourne',
      days: [{ datestamp: '2026-11-26', hours: [hour] }],
    });
    expect(readTrafficCurve({ ...curve, days: [{ datestamp: '20261225', hours: [] }] })).toEqual({
      timezone: 'Australia/Melbourne',
      days: [{ datestamp: '2026-12-25', hours: [] }],
    });
  });

  it('should refuse a traffic curve with anything missing or wrong', () => {
    const broken = [
      undefined,
      {},
      { ...curve, timezone: '' },
      { ...curve, days: [] },
      { ...curve, days: [{ datestamp: '2026-11-26', hours: [hour] }] },
      { ...curve, days: [{ datestamp: '20261126' }] },
      { ...curve, days: [{ datestamp: '20261126', hours: [{ ...hour, occupancy: Number.NaN }] }] },
      { ...curve, days: [{ datestamp: '20261126', hours: [{ ...hour, occupancy: '0.3' }] }] },
      { ...curve, days: [{ datestamp: '20261126', hours: [{ ...hour, occupancy: -0.1 }] }] },
      { ...curve, days: [{ datestamp: '20261126', hours: [{ ...hour, alertLevel: 'AMBER' }] }] },
      { ...curve, days: [{ datestamp: '20261126', hours: [{ ...hour, timestamp: 'soon' }] }] },
    ];
    expect(broken.map(readTrafficCurve)).toEqual(broken.map(() => undefined));
  });

  it('should read the current traffic strictly', () => {
    const current = { timestamp: '2026-11-26T13:20:00+11:00', currentTraffic: 0.82, alertLevel: 'RED' };
    expect(readCurrentTraffic(current)).toEqual(current);
    expect(readCurrentTraffic({ ...current, currentTraffic: Infinity })).toBeUndefined();
    expect(readCurrentTraffic({ ...current, alertLevel: undefined })).toBeUndefined();
  });

  it('should read parking by region id and refuse it without its occupancy list', () => {
    expect(readParking(parking)).toEqual({
      timestamp: parking.timestamp,
      totalOccupied: 402,
      totalVacant: 98,
      occupancy: [{ regionId: 'WLV-P1', name: 'Station Street Car Park', occupied: 402, vacant: 98 }],
    });
    const broken = [
      { ...parking, occupancy: undefined },
      { ...parking, occupancy: {} },
      { ...parking, totalOccupied: 4.5 },
      { ...parking, totalVacant: -1 },
      { ...parking, occupancy: [{ ...parking.occupancy[0], region_id: '' }] },
      { ...parking, occupancy: [{ ...parking.occupancy[0], occupied: null }] },
    ];
    expect(broken.map(readParking)).toEqual(broken.map(() => undefined));
  });

  it('should read time to park, keeping -1 (no figure) and refusing other negative minutes', () => {
    const answer = {
      timestamp: parking.timestamp,
      results: [
        { region_id: 'WLV-P1', minutes: 12 },
        { region_id: 'WLV-P2', minutes: -1 },
      ],
    };
    expect(readTimeToPark(answer)).toEqual({
      timestamp: parking.timestamp,
      results: [
        { regionId: 'WLV-P1', minutes: 12 },
        { regionId: 'WLV-P2', minutes: -1 },
      ],
    });
    expect(readTimeToPark({ ...answer, results: [{ region_id: 'WLV-P1', minutes: -3 }] })).toBeUndefined();
    expect(readTimeToPark({ timestamp: parking.timestamp })).toBeUndefined();
  });

  it('should pass out-of-range sensor readings on, but not readings that are not numbers', () => {
    const reading = { air_quality: 112, average_temperature: 51.5, timestamp: '2026-11-26T13:20:00+11:00' };
    expect(readWellbeing([reading])).toEqual([reading]);
    expect(readWellbeing([{ ...reading, air_quality: '84' }])).toBeUndefined();
    expect(readWellbeing(reading)).toBeUndefined();
  });

  it('should read centres and refuse one without its key', () => {
    const centre = { centre_key: 'KRO', name: 'Karri Ridge Outlet', postcode: '6105', timezone: 'Australia/Perth' };
    expect(readCentres([centre])).toEqual([
      { centreKey: 'KRO', name: 'Karri Ridge Outlet', postcode: '6105', timezone: 'Australia/Perth' },
    ]);
    expect(readCentres([{ ...centre, centre_key: undefined }])).toBeUndefined();
  });
});
