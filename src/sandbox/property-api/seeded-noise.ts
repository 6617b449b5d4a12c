/**
 * Deterministic noise: the same parts always give the same number in [0, 1), so the simulated feeds are the
 * same for a centre and a local time on every run and every machine (FNV-1a, then a murmur3 finaliser).
 */
export function noise(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  const text = parts.join('|');
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x1_0000_0000;
}

/** Noise spread over [-1, 1). */
export const signedNoise = (...parts: Array<string | number>): number => noise(...parts) * 2 - 1;

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
