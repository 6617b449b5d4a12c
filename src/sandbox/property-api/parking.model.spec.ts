import fc from 'fast-check';
import { minutesToPark, parkingOccupancy, regionFill, timeToPark } from './parking.model';
import { melbourne, simCentre } from './sim-centre.testing';

const centre = simCentre();
const WEDNESDAY = '2026-11-25';

describe('simulated car parks', () => {
  it('should fill every car park through the day: fuller at 1pm than at 9am, nearly empty at night', () => {
    for (const region of centre.regions) {
      const night = regionFill(centre, region, melbourne(`${WEDNESDAY}T03:00`));
      const opening = regionFill(centre, region, melbourne(`${WEDNESDAY}T09:00`));
      const lunch = regionFill(centre, region, melbourne(`${WEDNESDAY}T13:00`));
      expect({ region: region.regionId, fuller: lunch > opening, nearlyEmpty: night <= 0.05 }).toEqual({
        region: region.regionId,
        fuller: true,
        nearlyEmpty: true,
      });
    }
  });

  it('should count spaces per car park and in total, the same on every call', () => {
    const now = melbourne(`${WEDNESDAY}T13:00`);
    const parking = parkingOccupancy(centre, now);
    expect(parking.timestamp).toBe('2026-11-25T13:00:00+11:00');
    expect(parking.occupancy.map((region) => [region.region_id, region.name])).toEqual([
      ['TST-P1', 'North Car Park'],
      ['TST-P2', 'South Car Park'],
      ['TST-P3', 'Rooftop'],
    ]);
    for (const region of parking.occupancy) {
      expect(Number.isInteger(region.occupied) && Number.isInteger(region.vacant)).toBe(true);
      expect(region.occupied + region.vacant).toBeGreaterThanOrEqual(150);
    }
    expect(parking.totalOccupied).toBe(parking.occupancy.reduce((sum, region) => sum + region.occupied, 0));
    expect(parking.totalVacant).toBe(parking.occupancy.reduce((sum, region) => sum + region.vacant, 0));
    expect(parkingOccupancy(centre, now)).toEqual(parking);
  });

  it('should take longer to park the fuller a car park is', () => {
    expect(minutesToPark(0.1)).toBe(1);
    expect(minutesToPark(1)).toBe(30);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(minutesToPark(low)).toBeLessThanOrEqual(minutesToPark(high));
      }),
    );
  });

  it('should give time to park for every region or the ones asked, rising from the morning to lunch', () => {
    const morning = timeToPark(centre, [], melbourne(`${WEDNESDAY}T09:20`));
    const lunch = timeToPark(centre, [], melbourne(`${WEDNESDAY}T13:20`));
    expect(lunch.results.map((result) => result.region_id)).toEqual(['TST-P1', 'TST-P2', 'TST-P3']);
    const figures = (answer: typeof lunch) =>
      answer.results.map((result) => result.minutes).filter((minutes) => minutes >= 0);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(figures(lunch))).toBeGreaterThan(mean(figures(morning)));
    expect(
      timeToPark(centre, ['TST-P2', 'NOPE'], melbourne(`${WEDNESDAY}T13:20`)).results.map((result) => result.region_id),
    ).toEqual(['TST-P2']);
  });

  it('should now and then have no figure (-1) for a region, but mostly have one', () => {
    const minutes: number[] = [];
    for (let day = 23; day <= 29; day += 1) {
      for (let quarter = 0; quarter < 96; quarter += 1) {
        const clock = `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
        minutes.push(
          ...timeToPark(centre, [], melbourne(`2026-11-${day}T${clock}`)).results.map((result) => result.minutes),
        );
      }
    }
    const missing = minutes.filter((value) => value === -1).length;
    expect(missing).toBeGreaterThan(0);
    expect(missing / minutes.length).toBeLessThan(0.15);
    expect(minutes.every((value) => value === -1 || (value >= 1 && value <= 30))).toBe(true);
  });
});
