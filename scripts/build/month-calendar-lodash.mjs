// The lodash functions react-big-calendar's month calls with a function and a plain object or array (and isEqual,
// with two events), written for those calls alone: lodash's own carry its whole iteratee, deep-clone and
// deep-equality machinery (about 11 KB gzip) for shorthands, deep paths, Maps, Sets, typed arrays and cycles the
// calendar never passes. chunk (the month's weeks), range (a row's slots) and defaults (each view's components)
// likewise: lodash's bring its argument coercion and keysIn's array-like, buffer and typed-array handling (about
// 7.7 KB minified) for a plain array, two integers and plain objects. month-calendar-only.spec.ts holds them to
// lodash.

/** findIndex(days, predicate): the first index the predicate accepts, or -1 */
export function findIndex(array, predicate) {
  return array == null ? -1 : Array.prototype.findIndex.call(array, (value, index) => predicate(value, index, array));
}

/** mapValues(views, iteratee): the object's own enumerable keys, each value mapped */
export function mapValues(object, iteratee) {
  const result = {};
  for (const key of Object.keys(object ?? {})) result[key] = iteratee(object[key], key, object);
  return result;
}

/** transform(views, iteratee, accumulator): an array's items or an object's own keys, until the iteratee says false */
export function transform(object, iteratee, accumulator) {
  const result = accumulator ?? (Array.isArray(object) ? [] : {});
  const entries = Array.isArray(object) ? object.map((value, index) => [index, value]) : Object.entries(object ?? {});
  for (const [key, value] of entries) if (iteratee(result, value, key, object) === false) break;
  return result;
}

/** omit(components, names): a flat copy without those top-level keys */
export function omit(object, keys) {
  const left = new Set([keys].flat().map(String));
  const result = {};
  for (const key in object) if (!left.has(key)) result[key] = object[key];
  return result;
}

/** isEqual(event, selected): the same value, or Dates of the same time, or arrays and plain objects equal key by key */
export function isEqual(a, b) {
  if (a === b || (a !== a && b !== b)) return true;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && isEqual(a[key], b[key]));
}

/** chunk(days, 7): the array in runs of `size` items, the last run shorter when they do not divide evenly */
export function chunk(array, size = 1) {
  const length = Math.max(Math.trunc(Number(size)) || 0, 0);
  const result = [];
  if (array == null || length < 1) return result;
  for (let index = 0; index < array.length; index += length) result.push(Array.prototype.slice.call(array, index, index + length));
  return result;
}

/** range(slot, slot + span): the numbers from start up to end, not including it, by step (1, or -1 going down) */
export function range(start, end, step) {
  if (end === undefined) [start, end] = [0, start];
  if (step === undefined) step = start < end ? 1 : -1;
  const length = Math.max(Math.ceil((end - start) / (step || 1)), 0);
  return Array.from({ length }, (_, index) => start + index * step);
}

/** defaults(components, ...sources): each source's enumerable keys, own or inherited, set where the object has none */
export function defaults(object, ...sources) {
  const result = Object(object);
  for (const source of sources) {
    if (source == null) continue;
    for (const key in source) {
      const value = result[key];
      if (value === undefined || (value === Object.prototype[key] && !Object.prototype.hasOwnProperty.call(result, key)))
        result[key] = source[key];
    }
  }
  return result;
}
