import request from 'supertest';
import type { SimCentre } from '../../../src/sandbox/property-api/property-api-sandbox.types';
import { parkingOccupancy, timeToPark } from '../../../src/sandbox/property-api/parking.model';
import {
  currentTraffic,
  todayCurve,
  typicalCurve,
  WireTrafficCurve,
} from '../../../src/sandbox/property-api/traffic.model';
import { wellbeingReading } from '../../../src/sandbox/property-api/wellbeing.model';
import { startTestApp, TestApp } from '../../utils/test-app';

// Monday 2026-11-23 at 13:00 in Melbourne (AEDT, +11:00), 12:00 in Brisbane, 10:00 in Perth (+08:00).
// The demo content's relative dates count from this day: willowvale is closed all day on its public holiday, the
// first Monday on or after @today+21 (Monday 14 December).
const NOW = new Date('2026-11-23T02:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
});
afterAll(() => app.close());

const get = (path: string, centre = 'willowvale') => request(app.url).get(path).set('Host', app.host(centre));
const post = (path: string, body: unknown, centre = 'willowvale') =>
  request(app.url)
    .post(path)
    .set('Host', app.host(centre))
    .send(body as object);
const sim = (centreKey: string): SimCentre =>
  app.sandboxes.propertyApi.centres().find((centre) => centre.centreKey === centreKey)!;

/** The upstream's curve as the site answers it: the same hours, dates dashed. */
const asTraffic = (wire: WireTrafficCurve) => ({
  timezone: wire.timezone,
  days: wire.days.map((day) => ({
    datestamp: `${day.datestamp.slice(0, 4)}-${day.datestamp.slice(4, 6)}-${day.datestamp.slice(6)}`,
    hours: day.hours,
  })),
});

describe('GET /api/traffic', () => {
  it("should answer today's curve and the reading now in the centre time zone when no date is given", async () => {
    const res = await get('/api/traffic');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toBe('Host, Accept-Encoding');
    const current = currentTraffic(sim('WLV'), NOW);
    expect(res.body).toEqual({ traffic: asTraffic(todayCurve(sim('WLV'), NOW)), current });
    // Monday 09:00 to 17:30 in Melbourne: nine hours from 9AM, each an instant with the centre's offset
    const hours = res.body.traffic.days[0].hours as Array<{ timestamp: string }>;
    expect(res.body.traffic.days.map((day: { datestamp: string }) => day.datestamp)).toEqual(['2026-11-23']);
    expect(hours.map((hour) => hour.timestamp)).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16, 17].map((hour) => `2026-11-23T${String(hour).padStart(2, '0')}:00:00+11:00`),
    );
    expect(res.body.current).toEqual({
      timestamp: '2026-11-23T13:00:00+11:00',
      currentTraffic: current.currentTraffic,
      alertLevel: current.alertLevel,
    });
  });

  it('should answer the same for startDate set to today', async () => {
    const res = await get('/api/traffic?startDate=2026-11-23');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      traffic: asTraffic(todayCurve(sim('WLV'), NOW)),
      current: currentTraffic(sim('WLV'), NOW),
    });
  });

  it('should answer the usual curve of another day without a reading, cacheable for an hour', async () => {
    const res = await get('/api/traffic?startDate=2026-11-26');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toEqual({ traffic: asTraffic(typicalCurve(sim('WLV'), '2026-11-26')), current: null });
    // Thursday is late-night trading: 09:00 to 21:00, twelve hours
    expect(res.body.traffic.days[0].hours).toHaveLength(12);
  });

  it('should answer a day with no hours when the centre is closed on that date', async () => {
    const res = await get('/api/traffic?startDate=2026-12-14');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      traffic: { timezone: 'Australia/Melbourne', days: [{ datestamp: '2026-12-14', hours: [] }] },
      current: null,
    });
  });

  it('should spread trading past midnight over two days (Riverbend trades 09:00 to 01:00 on @today+4)', async () => {
    const res = await get('/api/traffic?startDate=2026-11-27', 'riverbend');
    expect(res.status).toBe(200);
    expect(res.body.traffic.days.map((day: { datestamp: string }) => day.datestamp)).toEqual([
      '2026-11-27',
      '2026-11-28',
    ]);
    const stamps = res.body.traffic.days.flatMap((day: { hours: Array<{ timestamp: string }> }) =>
      day.hours.map((hour) => hour.timestamp),
    );
    // sixteen hours from 9AM Friday to the midnight hour, which belongs to Saturday's date (Brisbane, +10:00)
    expect(stamps).toHaveLength(16);
    expect(stamps[0]).toBe('2026-11-27T09:00:00+10:00');
    expect(stamps.at(-1)).toBe('2026-11-28T00:00:00+10:00');
    expect(res.body.traffic.days[1].hours).toHaveLength(1);
  });

  it("should count today in each centre's own time zone: Perth is on +08:00 with its own hours", async () => {
    const res = await get('/api/traffic', 'karri-ridge');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      traffic: asTraffic(todayCurve(sim('KRO'), NOW)),
      current: currentTraffic(sim('KRO'), NOW),
    });
    // Monday 10:00 to 17:00 in Perth
    expect(res.body.traffic.timezone).toBe('Australia/Perth');
    expect(res.body.traffic.days[0].hours[0].timestamp).toBe('2026-11-23T10:00:00+08:00');
    expect(res.body.traffic.days[0].hours).toHaveLength(7);
    expect(res.body.current.timestamp).toBe('2026-11-23T10:00:00+08:00');
    expect(res.body).not.toEqual((await get('/api/traffic')).body);
  });

  it('should accept yesterday and up to 27 days ahead, and refuse dates outside with the range', async () => {
    expect((await get('/api/traffic?startDate=2026-11-22')).status).toBe(200);
    expect((await get('/api/traffic?startDate=2026-12-20')).status).toBe(200);
    for (const date of ['2026-11-21', '2026-12-21', '2030-01-01']) {
      const res = await get(`/api/traffic?startDate=${date}`);
      expect(res.status).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { startDate: 'startDate must be a date from 2026-11-22 to 2026-12-20' },
        code: 'TRAFFIC.INVALID',
        correlationId: expect.stringMatching(UUID),
      });
    }
  });

  it.each([
    ['an impossible date', '2026-02-30'],
    ['a month 13', '2026-13-01'],
    ['single digits', '2026-2-3'],
    ['a compact date', '20261123'],
    ['a date and time', '2026-11-23T00:00'],
    ['a word', 'today'],
    ['nothing', ''],
  ])('should answer 400 with the startDate field message for %s', async (_name, value) => {
    const res = await get(`/api/traffic?startDate=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { startDate: 'startDate must be a calendar date written YYYY-MM-DD' },
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should refuse startDate given twice and any other parameter', async () => {
    const twice = await get('/api/traffic?startDate=2026-11-23&startDate=2026-11-24');
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ startDate: 'startDate must be a calendar date written YYYY-MM-DD' });
    const other = await get('/api/traffic?centre_key=KRO');
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ centre_key: 'This field is not allowed' });
  });
});

describe('GET /api/parking', () => {
  it("should answer the centre's car parks with their occupancy, cacheable for 30 s", async () => {
    const res = await get('/api/parking');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toBe('Host, Accept-Encoding');
    const wire = parkingOccupancy(sim('WLV'), NOW);
    expect(res.body).toEqual({
      timestamp: '2026-11-23T13:00:00+11:00',
      totalOccupied: wire.totalOccupied,
      totalVacant: wire.totalVacant,
      occupancy: wire.occupancy.map((region) => ({
        regionId: region.region_id,
        name: region.name,
        occupied: region.occupied,
        vacant: region.vacant,
      })),
    });
    // the car parks of the centre's content, by region id
    expect(
      res.body.occupancy.map((region: { regionId: string; name: string }) => [region.regionId, region.name]),
    ).toEqual([
      ['WLV-P1', 'Station Street Car Park'],
      ['WLV-P2', 'Whitehorse Parade Multi-Deck'],
      ['WLV-P3', 'Rooftop Car Park'],
      ['WLV-P4', 'Fresh Food Undercover Parking'],
    ]);
  });

  it('should answer each centre its own car parks', async () => {
    const res = await get('/api/parking', 'riverbend');
    expect(res.status).toBe(200);
    expect(res.body.timestamp).toBe('2026-11-23T12:00:00+10:00');
    expect(res.body.occupancy.map((region: { regionId: string }) => region.regionId)).toEqual(
      sim('RVB').regions.map((region) => region.regionId),
    );
    expect(res.body.occupancy.every((region: { regionId: string }) => region.regionId.startsWith('RVB-'))).toBe(true);
  });
});

describe('POST /api/time-to-park', () => {
  const expected = (regionIds: string[]) => {
    const wire = timeToPark(sim('WLV'), regionIds, NOW);
    return {
      timestamp: wire.timestamp,
      results: wire.results.map((result) => ({ regionId: result.region_id, minutes: result.minutes })),
    };
  };

  it('should answer every car park of the centre for an empty list, never cached by browsers', async () => {
    const res = await post('/api/time-to-park', { region_id: [] });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual(expected([]));
    expect(res.body.results.map((result: { regionId: string }) => result.regionId)).toEqual([
      'WLV-P1',
      'WLV-P2',
      'WLV-P3',
      'WLV-P4',
    ]);
  });

  it('should answer only the car park asked for', async () => {
    const res = await post('/api/time-to-park', { region_id: ['WLV-P3'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected(['WLV-P3']));
    expect(res.body.results).toHaveLength(1);
  });

  it('should answer 404 naming region_id for a car park the centre does not have', async () => {
    const res = await post('/api/time-to-park', { region_id: ['RVB-P1'] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'No car park of this centre has that region id',
      errors: { region_id: 'region_id must name a car park of this centre' },
      code: 'PARKING_REGION.NOT_FOUND',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it.each([
    ['no body', undefined, { region_id: 'region_id must be a list of zero or one region id' }],
    ['an empty object', {}, { region_id: 'region_id must be a list of zero or one region id' }],
    ['a bare id', { region_id: 'WLV-P1' }, { region_id: 'region_id must be a list of zero or one region id' }],
    ['null', { region_id: null }, { region_id: 'region_id must be a list of zero or one region id' }],
    ['two ids', { region_id: ['WLV-P1', 'WLV-P2'] }, { region_id: 'region_id must hold at most one id' }],
    ['a number', { region_id: [7] }, { region_id: 'region_id must hold a region id as text' }],
    ['an object inside', { region_id: [{ id: 'WLV-P1' }] }, { region_id: 'region_id must hold a region id as text' }],
    [
      'a blank id',
      { region_id: ['  '] },
      { region_id: 'region_id must hold a region id of letters, digits, dashes or underscores (up to 64)' },
    ],
    ['an extra field', { region_id: [], centre_key: 'KRO' }, { centre_key: 'This field is not allowed' }],
  ])('should answer 400 with field errors for %s', async (_name, body, errors) => {
    const res = await post('/api/time-to-park', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors,
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should answer 400 for a body that is a list', async () => {
    const res = await post('/api/time-to-park', ['WLV-P1']);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ region_id: 'region_id must be a list of zero or one region id' });
  });
});

describe('GET /api/well-widgets', () => {
  it('should answer an array of exactly one reading, cacheable for 60 s', async () => {
    const res = await get('/api/well-widgets');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toEqual([wellbeingReading(sim('WLV'), NOW)]);
    expect(res.body[0].timestamp).toBe('2026-11-23T13:00:00+11:00');
  });

  it("should answer each centre's own sensors", async () => {
    const res = await get('/api/well-widgets', 'karri-ridge');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([wellbeingReading(sim('KRO'), NOW)]);
    expect(res.body[0].timestamp).toBe('2026-11-23T10:00:00+08:00');
  });
});
