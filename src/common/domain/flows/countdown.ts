/**
 * The hold countdown both booking flows show (spec 3 §4.1, §4.2): whole seconds left until the hold's expiry,
 * rounded up so the timer reads zero only once the hold is over.
 */
export function secondsLeft(expiresAt: string, now: Date): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / 1000));
}
