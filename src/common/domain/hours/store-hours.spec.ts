import { hoursOn } from './day-hours';
import { MALL_HOURS, weekHours } from './hours.fixtures';
import { storeHoursOptions } from './store-hours';

// 2026-04-03 is a Friday
const centre = { ...MALL_HOURS, special: [{ date: '2026-04-03', name: 'Good Friday', startTime: '', endTime: '' }] };

describe('a store’s hours on the centre’s special days (spec 1 §3)', () => {
  it('should apply the centre special hours to a store that trades the centre hours', () => {
    const store = weekHours(MALL_HOURS.days.map((day) => [day.opens, day.closes]));
    expect(hoursOn(store, '2026-04-03', storeHoursOptions(store, centre, false))).toMatchObject({
      label: 'Closed All Day',
      specialName: 'Good Friday',
    });
  });

  it('should keep the own hours of a store that trades hours of its own, such as a restaurant', () => {
    const restaurant = weekHours(Array(7).fill(['11:30', '21:30']));
    const friday = hoursOn(restaurant, '2026-04-03', storeHoursOptions(restaurant, centre, false));
    expect(friday.label).toBe('11:30am – 9:30pm');
    expect(friday.specialName).toBeUndefined();
  });

  it('should keep the centre hours of a store flagged to ignore centre special hours', () => {
    const store = weekHours(MALL_HOURS.days.map((day) => [day.opens, day.closes]));
    expect(hoursOn(store, '2026-04-03', storeHoursOptions(store, centre, true)).label).toBe('9:00am – 5:30pm');
  });

  it('should let a store’s own special hours win over the centre’s', () => {
    const restaurant = weekHours(Array(7).fill(['11:30', '21:30']), [
      { date: '2026-04-03', name: 'Good Friday', startTime: '12:00', endTime: '15:00' },
    ]);
    expect(hoursOn(restaurant, '2026-04-03', storeHoursOptions(restaurant, centre, false)).label).toBe(
      '12:00pm – 3:00pm',
    );
  });
});
