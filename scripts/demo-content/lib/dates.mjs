// Relative-date tokens of the demo content (resolved by the loader in the centre's time zone).
/** `@today`, `@today+3`, `@today-10`, and with a time `@today+3 09:30` */
export function day(offset = 0, time) {
  const sign = offset === 0 ? '' : offset > 0 ? `+${offset}` : `${offset}`;
  return time ? `@today${sign} ${time}` : `@today${sign}`;
}
/** a relation to another story of the same space */
export const rel = (fullSlug) => `@uuid:${fullSlug}`;
