import fc from 'fast-check';
import { formatClose, formatRange, formatTime, parseTime } from './time-label';

describe('time labels (spec 1 §9)', () => {
  it('should write times in one Australian format: 9:00am, 5:30pm, 12:00pm at noon, 12:00am at midnight', () => {
    expect(formatTime(parseTime('09:00')!)).toBe('9:00am');
    expect(formatTime(parseTime('17:30')!)).toBe('5:30pm');
    expect(formatTime(parseTime('12:00')!)).toBe('12:00pm');
    expect(formatTime(parseTime('00:00')!)).toBe('12:00am');
    expect(formatTime(parseTime('23:05')!)).toBe('11:05pm');
  });

  it('should read a close at 00:00 or 24:00 as Midnight and an empty close as Late', () => {
    expect(formatClose(1440)).toBe('Midnight');
    expect(formatClose(undefined)).toBe('Late');
    expect(formatRange(600, 1440)).toBe('10:00am – Midnight');
    expect(formatRange(1080, undefined)).toBe('6:00pm – Late');
  });

  it('should wrap overnight closes to the next day clock time', () => {
    expect(formatClose(1440 + 120)).toBe('2:00am');
  });

  it('should accept H:mm and HH:mm:ss and reject malformed times', () => {
    expect(parseTime('9:30')).toBe(570);
    expect(parseTime('09:30:00')).toBe(570);
    expect(parseTime('24:00')).toBe(1440);
    for (const bad of ['', ' ', '24:30', '9', '09:60', 'noon', undefined, null]) expect(parseTime(bad)).toBeUndefined();
  });

  it('should format every minute of the day so that it reads back to the same minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => {
        const label = formatTime(minute);
        const match = /^(1[0-2]|[1-9]):([0-5]\d)(am|pm)$/.exec(label);
        expect(match).not.toBeNull();
        const hour = (Number(match![1]) % 12) + (match![3] === 'pm' ? 12 : 0);
        expect(hour * 60 + Number(match![2])).toBe(minute);
      }),
    );
  });
});
