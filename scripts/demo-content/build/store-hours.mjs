// Store hours by kind. Most stores keep centre hours; food, health, banks and the 24-hour stores keep their
// own, which is what makes a store's hours differ from the centre's on the site.
import { everyDay } from '../lib/hours.mjs';

const KINDS = {
  cafe: {
    Mon: ['07:00', '16:00'],
    Tue: ['07:00', '16:00'],
    Wed: ['07:00', '16:00'],
    Thu: ['07:00', '16:00'],
    Fri: ['07:00', '16:00'],
    Sat: ['07:30', '16:00'],
    Sun: ['08:00', '15:00'],
  },
  restaurant: {
    Mon: ['11:30', '21:30'],
    Tue: ['11:30', '21:30'],
    Wed: ['11:30', '21:30'],
    Thu: ['11:30', '22:30'],
    Fri: ['11:30', '22:30'],
    Sat: ['11:30', '22:30'],
    Sun: ['11:30', '21:00'],
  },
  // closes '' = 'Late'; Monday and Tuesday closed all day
  bar: {
    Mon: null,
    Tue: null,
    Wed: ['16:00', '23:00'],
    Thu: ['16:00', '23:00'],
    Fri: ['12:00', ''],
    Sat: ['12:00', ''],
    Sun: ['12:00', '22:00'],
  },
  supermarket: everyDay('07:00', '22:00'),
  pharmacy: {
    Mon: ['08:00', '20:00'],
    Tue: ['08:00', '20:00'],
    Wed: ['08:00', '20:00'],
    Thu: ['08:00', '21:00'],
    Fri: ['08:00', '20:00'],
    Sat: ['08:00', '18:00'],
    Sun: ['09:00', '18:00'],
  },
  medical: {
    Mon: ['08:00', '18:00'],
    Tue: ['08:00', '18:00'],
    Wed: ['08:00', '18:00'],
    Thu: ['08:00', '18:00'],
    Fri: ['08:00', '18:00'],
    Sat: ['09:00', '13:00'],
    Sun: null,
  },
  bank: {
    Mon: ['09:30', '16:00'],
    Tue: ['09:30', '16:00'],
    Wed: ['09:30', '16:00'],
    Thu: ['09:30', '16:00'],
    Fri: ['09:30', '17:00'],
    Sat: null,
    Sun: null,
  },
  // open around the clock: 00:00 to 24:00
  allHours: everyDay('00:00', '24:00'),
  // '00:00' closing reads 'Midnight'
  cinema: {
    Mon: ['10:00', '00:00'],
    Tue: ['10:00', '00:00'],
    Wed: ['10:00', '00:00'],
    Thu: ['10:00', '00:00'],
    Fri: ['10:00', ''],
    Sat: ['09:30', ''],
    Sun: ['09:30', '00:00'],
  },
};

/** the weekly hours of a store of `kind` at `centre` ('centre' or unknown: the centre's own hours) */
export function storeWeek(kind, centre) {
  if (kind === 'foodCourt') {
    // food courts open for breakfast, an hour before the shops
    return Object.fromEntries(Object.entries(centre.hours).map(([day, hours]) => [day, hours && ['09:00', hours[1]]]));
  }
  if (kind === 'fresh') {
    // fresh food opens an hour or two before the rest of the centre
    return Object.fromEntries(Object.entries(centre.hours).map(([day, hours]) => [day, hours && ['08:00', hours[1]]]));
  }
  return KINDS[kind] ?? centre.hours;
}
