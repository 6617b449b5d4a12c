/** A centre for the simulation's tests, with the hours of a typical Melbourne mall (and overrides). */
import type { DayHours, SpecialHours } from '../../common/domain/hours/trading-hours';
import type { SimCentre } from './property-api-sandbox.types';

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Opening and closing per ISO weekday (1 = Monday); '' = closed all day. */
export type WeekHours = Record<number, [string, string] | ''>;

export const MALL_HOURS: WeekHours = {
  1: ['09:00', '17:30'],
  2: ['09:00', '17:30'],
  3: ['09:00', '17:30'],
  4: ['09:00', '21:00'],
  5: ['09:00', '17:30'],
  6: ['09:00', '17:00'],
  7: ['10:00', '16:00'],
};

export function simCentre(options: { key?: string; week?: WeekHours; special?: SpecialHours[] } = {}): SimCentre {
  const week = options.week ?? MALL_HOURS;
  const days: DayHours[] = NAMES.map((name, index) => {
    const hours = week[index + 1];
    return {
      day: index + 1,
      name,
      shortName: name.slice(0, 3),
      opens: hours ? hours[0] : '',
      closes: hours ? hours[1] : '',
      closedAllDay: !hours,
    };
  });
  return {
    centreKey: options.key ?? 'TST',
    name: 'Testvale',
    postcode: '3000',
    timeZone: 'Australia/Melbourne',
    hours: { days, special: options.special ?? [] },
    regions: [
      { regionId: 'TST-P1', name: 'North Car Park' },
      { regionId: 'TST-P2', name: 'South Car Park' },
      { regionId: 'TST-P3', name: 'Rooftop' },
    ],
  };
}

/** An instant from Melbourne wall time in November (daylight saving, +11:00). */
export const melbourne = (local: string): Date => new Date(`${local}:00+11:00`);
