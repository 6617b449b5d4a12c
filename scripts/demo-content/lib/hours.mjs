// Weekly trading hours as trading_day bloks, from a compact spec:
// { Mon: ['09:00', '17:30'], ..., Sun: null } where null = closed all day.
export const DAYS = [
  ['Monday', 'Mon'],
  ['Tuesday', 'Tue'],
  ['Wednesday', 'Wed'],
  ['Thursday', 'Thu'],
  ['Friday', 'Fri'],
  ['Saturday', 'Sat'],
  ['Sunday', 'Sun'],
];

/** week: { Mon: [opens, closes] | null, ... }; a missing day takes `fallback` */
export function tradingDays(week, fallback = null) {
  return DAYS.map(([name, shortName]) => {
    const hours = shortName in week ? week[shortName] : fallback;
    if (!hours) return { component: 'trading_day', name, shortName, opens: '', closes: '', closedAllDay: true };
    return { component: 'trading_day', name, shortName, opens: hours[0], closes: hours[1], closedAllDay: false };
  });
}

export function tradingHours(week, specialHours) {
  const blok = { component: 'trading_hours', days: tradingDays(week) };
  if (specialHours?.length) blok.specialHours = specialHours.map((hours) => ({ component: 'special_hours', ...hours }));
  return [blok];
}

/** the same hours every day of the week */
export const everyDay = (opens, closes) => Object.fromEntries(DAYS.map(([, short]) => [short, [opens, closes]]));
