// The lodash functions react-big-calendar's month calls with a function and a plain object or array (and isEqual,
// with two events), written for those calls alone: lodash's own carry its whole iteratee, deep-clone and
// deep-equality machinery (about 11 KB gzip) for shorthands, deep paths, Maps, Sets, typed arrays and cycles the
// calendar never passes. month-calendar-only.spec.ts holds them to lodash.

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
