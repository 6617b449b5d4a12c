import { checkWellWidgetsResponse } from './wellbeing-payload';

const reading = { air_quality: 82, average_temperature: 22.4, timestamp: '2026-11-23T10:00:00+11:00' };

describe('GET /api/well-widgets payload (spec 1 §7: an array of exactly one item)', () => {
  it('should accept one reading, an out-of-range one included (shown as Error)', () => {
    expect(checkWellWidgetsResponse([reading])).toEqual(reading);
    expect(checkWellWidgetsResponse([{ ...reading, air_quality: 140 }])).toEqual({ ...reading, air_quality: 140 });
  });

  it.each([
    ['no body', undefined],
    ['an empty list', []],
    ['two readings', [reading, reading]],
    ['the reading without a list', reading],
    ['no air quality', [{ ...reading, air_quality: undefined }]],
    ['a temperature as text', [{ ...reading, average_temperature: '22' }]],
    ['a NaN temperature', [{ ...reading, average_temperature: NaN }]],
    ['null in the list', [null]],
  ])('should reject %s', (_, body) => {
    expect(checkWellWidgetsResponse(body)).toBeUndefined();
  });
});
