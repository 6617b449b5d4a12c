import { toSeatMapView, toSeatState, validUntilOf } from './seating.mapper';
import type { VivenuSeatMap, VivenuSeatObject } from './seating.wire';

const seat = (name: string, status: VivenuSeatObject['status'], extra: Partial<VivenuSeatObject> = {}) => ({
  _id: `stalls-A-${name}`,
  _type: 6 as const,
  name,
  statusId: `st-stalls-A-${name}`,
  categoryId: 'sm-premium',
  x: 10 * Number(name),
  y: 100,
  status,
  ...extra,
});

const MAP: VivenuSeatMap = {
  _id: 'seating-willowvale-seated',
  name: 'The Playhouse',
  width: 520,
  height: 560,
  stage: { x: 110, y: 20, width: 300, height: 50, label: 'Stage' },
  categories: [
    { _id: 'sm-premium', name: 'Premium', color: '#9a6b00' },
    { _id: 'sm-value', name: 'Value', color: '#3d7a3a' },
  ],
  sections: [
    {
      _id: 'sec-stalls',
      name: 'Stalls',
      label: { x: 260, y: 86 },
      rows: [
        {
          _id: 'row-stalls-A',
          name: 'A',
          seats: [
            seat('1', 'free', { seatType: 'handicapped', categoryId: 'sm-value' }),
            seat('2', 'reserved'),
            seat('3', 'booked'),
            seat('4', 'forsale'),
            seat('5', 'notforsale'),
          ],
        },
      ],
    },
  ],
};

describe('the seating mapper', () => {
  it("should read each seat's state as the visitor can have it: free, held by someone, or gone", () => {
    expect(['free', 'forsale', 'reserved', 'booked', 'notforsale'].map((s) => toSeatState(s as never))).toEqual([
      'free',
      'free',
      'held',
      'sold',
      'sold',
    ]);
    expect(toSeatState(undefined)).toBe('sold');
  });

  it('should give every seat its section, row, number, category, wheelchair mark, place and state', () => {
    const view = toSeatMapView('willowvale-seated', MAP, new Date('2026-11-28T00:00:00Z'));
    expect(view).toMatchObject({
      eventId: 'willowvale-seated',
      seatingEventId: 'seating-willowvale-seated',
      width: 520,
      height: 560,
      stage: { label: 'Stage', x: 110, y: 20, width: 300, height: 50 },
      categories: [
        { _id: 'sm-premium', name: 'Premium', color: '#9a6b00' },
        { _id: 'sm-value', name: 'Value', color: '#3d7a3a' },
      ],
      readAt: '2026-11-28T00:00:00.000Z',
    });
    expect(view.sections).toEqual([
      expect.objectContaining({ _id: 'sec-stalls', name: 'Stalls', labelX: 260, labelY: 86 }),
    ]);
    const seats = view.sections[0]!.rows[0]!.seats;
    expect(view.sections[0]!.rows[0]!.name).toBe('A');
    expect(seats[0]).toEqual({
      statusId: 'st-stalls-A-1',
      _id: 'stalls-A-1',
      sectionName: 'Stalls',
      rowName: 'A',
      seatName: '1',
      categoryId: 'sm-value',
      seatType: 'handicapped',
      state: 'free',
      x: 10,
      y: 100,
    });
    expect(seats.map((one) => [one.seatName, one.seatType, one.state])).toEqual([
      ['1', 'handicapped', 'free'],
      ['2', 'normal', 'held'],
      ['3', 'normal', 'sold'],
      ['4', 'normal', 'free'],
      ['5', 'normal', 'sold'],
    ]);
  });

  it('should leave the stage out of a venue that has none', () => {
    const { stage: _stage, ...bare } = MAP;
    expect(toSeatMapView('e', bare, new Date(0))).not.toHaveProperty('stage');
  });

  it("should take the reservation's end from the service, or its hold from now when it gives none", () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(validUntilOf({ validUntil: '2026-11-28T00:20:00.000Z' }, now, 900_000)).toBe('2026-11-28T00:20:00.000Z');
    expect(validUntilOf({}, now, 900_000)).toBe('2026-11-28T00:15:00.000Z');
    expect(validUntilOf({ validUntil: 'soon' }, now, 900_000)).toBe('2026-11-28T00:15:00.000Z');
  });
});
