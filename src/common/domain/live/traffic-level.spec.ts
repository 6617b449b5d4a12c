import fc from 'fast-check';
import {
  levelOfOccupancy,
  OCCUPANCY_HIGH_FROM,
  OCCUPANCY_MODERATE_FROM,
  trafficLevel,
  trafficLevelLabel,
} from './traffic-level';

describe('traffic level', () => {
  it.each([
    ['GREEN', 'LOW', 'Off peak time'],
    ['YELLOW', 'MODERATE', 'Moderately busy'],
    ['RED', 'HIGH', 'Busier than usual'],
  ] as const)('should read the alert level %s as %s, shown as %s', (alert, level, label) => {
    expect(trafficLevel(alert, 0.5)).toBe(level);
    expect(trafficLevelLabel(level)).toBe(label);
  });

  it('should follow the alert level whatever the occupancy says', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 5, noNaN: true }), (occupancy) => {
        expect(trafficLevel('GREEN', occupancy)).toBe('LOW');
        expect(trafficLevel('RED', occupancy)).toBe('HIGH');
      }),
    );
  });

  it('should take the level from the occupancy when the alert level is unknown or missing', () => {
    expect(trafficLevel('PURPLE', 0.39)).toBe('LOW');
    expect(trafficLevel(undefined, 0.4)).toBe('MODERATE');
    expect(trafficLevel(null, 0.79)).toBe('MODERATE');
    expect(trafficLevel('', 0.8)).toBe('HIGH');
    expect(trafficLevel(undefined, 1.5)).toBe('HIGH');
  });

  it('should count a missing or negative occupancy as off peak', () => {
    expect(levelOfOccupancy(Number.NaN)).toBe('LOW');
    expect(levelOfOccupancy(-0.2)).toBe('LOW');
  });

  it('should never make a busier occupancy a quieter level', () => {
    const rank = { LOW: 0, MODERATE: 1, HIGH: 2 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2, noNaN: true }), fc.double({ min: 0, max: 2, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[levelOfOccupancy(low)]).toBeLessThanOrEqual(rank[levelOfOccupancy(high)]);
      }),
    );
    expect(OCCUPANCY_MODERATE_FROM).toBeLessThan(OCCUPANCY_HIGH_FROM);
  });
});
