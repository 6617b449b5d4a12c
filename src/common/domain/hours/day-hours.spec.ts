import { hoursOn, isOpenAt } from './day-hours';
import { MALL_HOURS, weekHours } from './hours.fixtures';

// 2026-03-02 is a Monday
describe('hours of a date (spec 1 §3 trading hours, §9 labels)', () => {
  it('should take the default hours of the date weekday', () => {
    const thursday = hoursOn(MALL_HOURS, '2026-03-05');
    expect(thursday).toMatchObject({
      weekday: 4,
      name: 'Thursday',
      shortName: 'Thu',
      status: 'open',
      opensAt: 540,
      closesAt: 1260,
      label: '9:00am – 9:00pm',
    });
  });

  it('should let special hours replace the defaults of that date only', () => {
    const hours = {
      ...MALL_HOURS,
      special: [{ date: '2026-03-09', name: 'Labour Day', startTime: '10:00', endTime: '16:00' }],
    };
    expect(hoursOn(hours, '2026-03-09')).toMatchObject({ label: '10:00am – 4:00pm', specialName: 'Labour Day' });
    expect(hoursOn(hours, '2026-03-16')).toMatchObject({ label: '9:00am – 5:30pm' });
    expect(hoursOn(hours, '2026-03-16').specialName).toBeUndefined();
  });

  it('should read blank special start and end as Closed All Day', () => {
    const hours = {
      ...MALL_HOURS,
      special: [{ date: '2025-12-25', name: 'Christmas Day', startTime: '', endTime: '' }],
    };
    expect(hoursOn(hours, '2025-12-25')).toMatchObject({
      status: 'closed',
      label: 'Closed All Day',
      specialName: 'Christmas Day',
    });
  });

  it('should show Closed All Day for a day flagged closed or without an opening time', () => {
    const hours = weekHours([null, ['', '17:00'], ['09:00', '17:00'], null, null, null, null]);
    expect(hoursOn(hours, '2026-03-02').label).toBe('Closed All Day');
    expect(hoursOn(hours, '2026-03-03').label).toBe('Closed All Day');
  });

  it('should show Midnight for a 00:00 or 24:00 close and Late for an empty close', () => {
    const hours = weekHours([['10:00', '00:00'], ['10:00', '24:00'], ['18:00', ''], null, null, null, null]);
    expect(hoursOn(hours, '2026-03-02')).toMatchObject({
      label: '10:00am – Midnight',
      closesAt: 1440,
      overnight: false,
    });
    expect(hoursOn(hours, '2026-03-03').label).toBe('10:00am – Midnight');
    expect(hoursOn(hours, '2026-03-04')).toMatchObject({ label: '6:00pm – Late', status: 'open' });
    expect(hoursOn(hours, '2026-03-04').closesAt).toBeUndefined();
  });

  it('should show Open All Day from midnight to midnight', () => {
    const hours = weekHours([['00:00', '24:00'], ['00:00', '00:00'], ['00:00', '23:59'], null, null, null, null]);
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-04'])
      expect(hoursOn(hours, date)).toMatchObject({ status: 'open-all-day', label: 'Open All Day' });
  });

  it('should treat a close earlier than the open as overnight trading into the next day', () => {
    const hours = weekHours([null, null, null, null, ['18:00', '02:00'], null, null]);
    const friday = hoursOn(hours, '2026-03-06');
    expect(friday).toMatchObject({ overnight: true, opensAt: 1080, closesAt: 1560, label: '6:00pm – 2:00am' });
    expect(isOpenAt(friday, 1500)).toBe(true);
    expect(isOpenAt(friday, 1560)).toBe(false);
  });

  it('should apply centre special hours to a store unless the store ignores them', () => {
    const store = weekHours(Array(7).fill(['09:00', '17:00']));
    const centreSpecial = [{ date: '2026-04-03', name: 'Good Friday', startTime: '', endTime: '' }];
    expect(hoursOn(store, '2026-04-03', { centreSpecial }).label).toBe('Closed All Day');
    expect(hoursOn(store, '2026-04-03', { centreSpecial, ignoreCentreSpecial: true }).label).toBe('9:00am – 5:00pm');
  });

  it('should prefer the store own special hours over the centre ones', () => {
    const store = weekHours(Array(7).fill(['09:00', '17:00']), [
      { date: '2026-04-03', name: 'Open', startTime: '11:00', endTime: '15:00' },
    ]);
    const centreSpecial = [{ date: '2026-04-03', name: 'Good Friday', startTime: '', endTime: '' }];
    expect(hoursOn(store, '2026-04-03', { centreSpecial }).label).toBe('11:00am – 3:00pm');
  });

  it('should count Late as open until the end of the day', () => {
    const day = hoursOn(weekHours([['18:00', ''], null, null, null, null, null, null]), '2026-03-02');
    expect(isOpenAt(day, 1439)).toBe(true);
    expect(isOpenAt(day, 1079)).toBe(false);
  });
});
