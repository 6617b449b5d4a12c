// Relative-date tokens of the demo content (resolved by the loader in the centre's time zone).
/** `@today`, `@today+3`, `@today-10`, and with a time `@today+3 09:30` */
export function day(offset = 0, time) {
  const sign = offset === 0 ? '' : offset > 0 ? `+${offset}` : `${offset}`;
  return time ? `@today${sign} ${time}` : `@today${sign}`;
}
/**
 * `@today+21>Mon`: the first such weekday (Mon ... Sun) on or after today+offset. The centres close all day on a
 * Monday public holiday three to four weeks out: the demo's weekly events never run on Mondays and no dated
 * session falls 21 to 27 days out, so whatever day the demo starts on no event session falls on a day the centre
 * is closed (demo-content.spec.ts checks it).
 */
export function dayOnOrAfter(offset, weekday, time) {
  return `${day(offset)}>${weekday}${time ? ` ${time}` : ''}`;
}

/** the centres' public holiday, closed all day (dayOnOrAfter) */
export const PUBLIC_HOLIDAY = dayOnOrAfter(21, 'Mon');

/** a relation to another story of the same space */
export const rel = (fullSlug) => `@uuid:${fullSlug}`;
