import { activationDelay, MENU_AIM_DELAY_MS, rememberPosition } from './menu-aim';

// the rows list: x 0..200, y 0..400; the submenu opens to its right
const rows = { left: 0, top: 0, width: 200, height: 400 };

describe('menu aim (spec 1 §4: tolerance 100, last 8 positions)', () => {
  it('should remember only the last 8 positions', () => {
    let positions = [] as Array<{ x: number; y: number }>;
    for (let x = 0; x < 12; x += 1) positions = rememberPosition(positions, { x, y: 0 });
    expect(positions.map((point) => point.x)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('should delay a row while the pointer heads right toward the submenu', () => {
    const positions = [
      { x: 100, y: 50 },
      { x: 150, y: 90 },
    ];
    expect(activationDelay(rows, positions, true)).toBe(MENU_AIM_DELAY_MS);
  });

  it('should activate at once when the pointer moves straight down the rows', () => {
    const positions = [
      { x: 100, y: 50 },
      { x: 100, y: 120 },
    ];
    expect(activationDelay(rows, positions, true)).toBe(0);
  });

  it('should activate at once when no row is active or the pointer came from outside', () => {
    const toward = [
      { x: 100, y: 50 },
      { x: 150, y: 90 },
    ];
    expect(activationDelay(rows, toward, false)).toBe(0);
    expect(
      activationDelay(
        rows,
        [
          { x: -20, y: 50 },
          { x: 150, y: 90 },
        ],
        true,
      ),
    ).toBe(0);
  });

  it('should not delay again while the pointer stands still', () => {
    const positions = [
      { x: 100, y: 50 },
      { x: 150, y: 90 },
    ];
    expect(activationDelay(rows, positions, true, { x: 150, y: 90 })).toBe(0);
  });

  it('should count a diagonal move within the 100 px tolerance above the rows as heading for the submenu', () => {
    const positions = [
      { x: 150, y: 10 },
      { x: 180, y: 2 },
    ];
    expect(activationDelay(rows, positions, true)).toBe(MENU_AIM_DELAY_MS);
    expect(activationDelay(rows, positions, true, undefined, 0)).toBe(0);
  });
});
