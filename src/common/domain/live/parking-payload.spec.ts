import fc from 'fast-check';
import { checkParkingResponse, checkTimeToParkResponse } from './parking-payload';

const parking = {
  timestamp: '2026-11-23T10:00:00+11:00',
  totalOccupied: 120,
  totalVacant: 80,
  occupancy: [
    { regionId: 'WLV-P1', name: 'Station Street Car Park', occupied: 100, vacant: 50 },
    { regionId: 'WLV-P2', name: 'Rooftop', occupied: 20, vacant: 30 },
  ],
};

describe('GET /api/parking payload (spec 1 §7: must contain occupancy)', () => {
  it('should accept totals with an occupancy list', () => {
    expect(checkParkingResponse(parking)).toEqual(parking);
    expect(checkParkingResponse({ ...parking, occupancy: [] })).toEqual({ ...parking, occupancy: [] });
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no occupancy', { ...parking, occupancy: undefined }],
    ['occupancy not a list', { ...parking, occupancy: { 'WLV-P1': 3 } }],
    ['a missing total', { ...parking, totalVacant: undefined }],
    ['a total as text', { ...parking, totalOccupied: '120' }],
    ['a negative count', { ...parking, occupancy: [{ regionId: 'WLV-P1', name: 'A', occupied: -1, vacant: 5 }] }],
    [
      'an infinite count',
      { ...parking, occupancy: [{ regionId: 'WLV-P1', name: 'A', occupied: 1, vacant: Infinity }] },
    ],
    ['a region without an id', { ...parking, occupancy: [{ regionId: '', name: 'A', occupied: 1, vacant: 5 }] }],
    ['a region as text', { ...parking, occupancy: ['WLV-P1'] }],
    ['a list instead of an object', [parking]],
  ])('should reject %s', (_, body) => {
    expect(checkParkingResponse(body)).toBeUndefined();
  });

  it('should never accept a body with a count that is not a finite number of zero or more', () => {
    const bad = fc.oneof(
      fc.constant(NaN),
      fc.constant(-Infinity),
      fc.integer({ max: -1 }),
      fc.string(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(bad, fc.constantFrom('occupied', 'vacant'), (value, field) => {
        const region = { regionId: 'P1', name: 'A', occupied: 1, vacant: 1, [field]: value };
        expect(checkParkingResponse({ ...parking, occupancy: [region] })).toBeUndefined();
      }),
    );
  });
});

describe('POST /api/time-to-park payload (spec 1 §7: must contain results)', () => {
  const body = {
    timestamp: '2026-11-23T10:00:00+11:00',
    results: [
      { regionId: 'WLV-P1', minutes: 7 },
      { regionId: 'WLV-P2', minutes: -1 },
    ],
  };

  it('should accept results, -1 included', () => {
    expect(checkTimeToParkResponse(body)).toEqual(body);
  });

  it.each([
    ['no results', { timestamp: body.timestamp }],
    ['results not a list', { ...body, results: 7 }],
    ['minutes as text', { ...body, results: [{ regionId: 'WLV-P1', minutes: '7' }] }],
    ['negative minutes other than -1', { ...body, results: [{ regionId: 'WLV-P1', minutes: -2 }] }],
    ['NaN minutes', { ...body, results: [{ regionId: 'WLV-P1', minutes: NaN }] }],
    ['a result without a region', { ...body, results: [{ minutes: 7 }] }],
    ['null', null],
  ])('should reject %s', (_, value) => {
    expect(checkTimeToParkResponse(value)).toBeUndefined();
  });
});
