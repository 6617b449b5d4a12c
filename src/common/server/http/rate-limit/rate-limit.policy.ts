/**
 * The arithmetic of the per-address limits on POSTs (QUALITY R7, decision 0009): fixed windows that start
 * with an address's first request to a route group, and the address a request is counted against.
 */

/** What a store answers for one request: its number within the current window and the window's time left. */
export interface WindowHit {
  count: number;
  resetInMs: number;
}

/** One window of one key, as the memory store keeps it. */
export interface WindowEntry {
  count: number;
  /** epoch ms when the window ends */
  resetAt: number;
}

/** Counts a request at `nowMs`: the window goes on, or a new one starts when there is none or it ended. */
export function countHit(entry: WindowEntry | undefined, nowMs: number, windowMs: number): WindowEntry {
  if (!entry || entry.resetAt <= nowMs) return { count: 1, resetAt: nowMs + windowMs };
  return { count: entry.count + 1, resetAt: entry.resetAt };
}

/** Retry-After in whole seconds, rounded up, at least 1 (a 0 would invite an immediate retry). */
export function retryAfterSeconds(resetInMs: number): number {
  return Math.max(1, Math.ceil(resetInMs / 1000));
}

/**
 * The address a request is counted against: IPv4 as is (also when seen through a dual-stack socket as
 * `::ffff:a.b.c.d`); IPv6 by its /64 network, because one subscriber line usually holds a whole /64 and can
 * pick a fresh address in it for every request.
 */
export function clientAddressKey(address: string | undefined): string {
  const value = (address ?? '').trim().toLowerCase();
  if (value === '') return 'unknown';
  if (value.startsWith('::ffff:') && value.includes('.')) return value.slice('::ffff:'.length);
  if (!value.includes(':')) return value;
  const plain = value.split('%', 1)[0];
  const halves = plain.split('::');
  if (halves.length > 2) return plain;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const zeros = halves.length === 2 ? Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0') : [];
  const groups = [...head, ...zeros, ...tail].slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
