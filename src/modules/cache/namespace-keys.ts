/**
 * The store keys of a namespace (decision 0002): `<name>:g<generation>:<key>` for values of one generation,
 * `<name>:lkg:<key>` for the last known good copy kept across invalidations, `<name>:generation` for the
 * generation itself.
 */
export const generationKey = (namespace: string): string => `${namespace}:generation`;

export const keyInGeneration = (namespace: string, generation: number, key: string): string =>
  `${namespace}:g${generation}:${key}`;

export const lastGoodKey = (namespace: string, key: string): string => `${namespace}:lkg:${key}`;

/** Whether a store key belongs to one of the namespace's generations other than `current`. */
export function isRetiredKey(namespace: string, current: number): (key: string) => boolean {
  const prefix = `${namespace}:g`;
  const kept = `${prefix}${current}:`;
  return (key) => key.startsWith(prefix) && !key.startsWith(kept) && /^\d+:/.test(key.slice(prefix.length));
}
