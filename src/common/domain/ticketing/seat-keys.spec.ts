import fc from 'fast-check';
import { largeHall, smallTheatre, venueMap } from './seat-map.fixtures';
import { isSeatKey, SEAT_KEYS, seatNavigator } from './seat-keys';
import { seatsOf } from './seat-map';

describe("the seat map's keys (issue 25)", () => {
  const theatre = seatNavigator(smallTheatre());

  it('should move along the row with Left and Right, and to its ends with Home and End', () => {
    expect(theatre.move('stalls-C-5', 'ArrowRight')).toBe('stalls-C-6');
    expect(theatre.move('stalls-C-5', 'ArrowLeft')).toBe('stalls-C-4');
    expect(theatre.move('stalls-C-5', 'Home')).toBe('stalls-C-1');
    expect(theatre.move('stalls-C-5', 'End')).toBe('stalls-C-12');
  });

  it('should move to the neighbouring row with Up and Down, to the seat straight across', () => {
    expect(theatre.move('stalls-C-5', 'ArrowUp')).toBe('stalls-B-5');
    expect(theatre.move('stalls-C-5', 'ArrowDown')).toBe('stalls-D-5');
    expect(theatre.move('stalls-A-5', 'ArrowUp')).toBeUndefined();
  });

  it('should cross from the back of the Stalls to the nearest seat of the Circle behind, and back', () => {
    // the Circle's row A starts 20 units further left: Stalls F-1 (x 40) sits over Circle A-3 (x 40)
    expect(theatre.move('stalls-F-1', 'ArrowDown')).toBe('circle-A-3');
    expect(theatre.move('circle-A-3', 'ArrowUp')).toBe('stalls-F-1');
    // a Circle seat wider than the Stalls goes up to the nearest Stalls seat
    expect(theatre.move('circle-A-16', 'ArrowUp')).toBe('stalls-F-12');
    expect(theatre.move('circle-C-8', 'ArrowDown')).toBeUndefined();
  });

  it('should cross the aisle to the next section at the same height, and stop at the last seat', () => {
    const hall = seatNavigator(largeHall());
    expect(hall.move('left-C-20', 'ArrowRight')).toBe('centre-C-1');
    expect(hall.move('centre-C-1', 'ArrowLeft')).toBe('left-C-20');
    expect(hall.move('centre-C-40', 'ArrowRight')).toBe('right-C-1');
    expect(hall.move('right-C-20', 'ArrowRight')).toBeUndefined();
    expect(hall.move('left-A-1', 'ArrowLeft')).toBeUndefined();
  });

  it("should start the one Tab stop on the front row's first seat the visitor can take", () => {
    expect(theatre.first()).toBe('stalls-A-1');
    expect(theatre.first((id) => id !== 'stalls-A-1' && id !== 'stalls-A-2')).toBe('stalls-A-3');
    expect(theatre.first(() => false)).toBe('stalls-A-1');
    expect(seatNavigator({ sections: [] }).first()).toBeUndefined();
  });

  it('should read only the six keys it moves by', () => {
    expect(SEAT_KEYS.every(isSeatKey)).toBe(true);
    expect(isSeatKey('Enter')).toBe(false);
    expect(isSeatKey('PageDown')).toBe(false);
  });

  it('should always land on a seat of the map that lies the way the key points, from anywhere', () => {
    const map = venueMap(
      'odd',
      [
        { id: 'a', name: 'A', rows: 4, seatsPerRow: 7, x: 13, y: 31, category: () => 'c' },
        { id: 'b', name: 'B', rows: 3, seatsPerRow: 5, x: 120, y: 50, category: () => 'c' },
        { id: 'c', name: 'C', rows: 2, seatsPerRow: 11, x: 30, y: 110, category: () => 'c' },
      ],
      [{ _id: 'c', name: 'C', color: '#000' }],
    );
    const seats = seatsOf(map);
    const at = new Map(seats.map((s) => [s.statusId, s]));
    const keys = seatNavigator(map);
    fc.assert(
      fc.property(fc.constantFrom(...seats), fc.constantFrom(...SEAT_KEYS), (from, key) => {
        const to = keys.move(from.statusId, key);
        if (to === undefined) return;
        const target = at.get(to)!;
        expect(target).toBeDefined();
        if (key === 'ArrowRight') expect(target.x).toBeGreaterThan(from.x);
        if (key === 'ArrowLeft') expect(target.x).toBeLessThan(from.x);
        if (key === 'ArrowDown') expect(target.y).toBeGreaterThan(from.y);
        if (key === 'ArrowUp') expect(target.y).toBeLessThan(from.y);
        if (key === 'Home' || key === 'End')
          expect(target.rowName + target.sectionName).toBe(from.rowName + from.sectionName);
      }),
    );
  });
});
