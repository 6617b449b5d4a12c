/**
 * Content shared between requests is frozen all the way down: a reader that tried to change it would throw instead
 * of changing what every other request reads (the cache's shared parse, the URL sweep's remembered results).
 * Frozen parts are skipped: they are frozen all the way down already.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
