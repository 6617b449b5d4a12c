import { deepFreeze } from '../../common/domain/cms/frozen-content';

/**
 * keyv's own serialization marks strings that start with ':' (escaped as '::...', Buffers as ':base64:...') and
 * undoes it on reading with a JSON.parse reviver: a JavaScript call for every value of every entry read. On a full
 * render that was a quarter of the server's time (bench/README.md, issue 12 part 6: the content cache's store
 * collection on every request). A stored text with no string starting with ':' parses to the same value without
 * the reviver.
 *
 * In JSON text a string starts right after '[', '{', ',', ':', whitespace or at the very start; a string starting
 * with ':' is therefore one of those followed by '":'. Text without any such sequence cannot hold one (a closing
 * quote may match too, as in a key ending with ':'; it only costs the slow path).
 */
const STRING_STARTING_WITH_COLON = /(?:^|[[{,:\s])":/;

export function deserializeStored<T>(text: string): T | undefined {
  const large = text.length >= SHARED_MIN_LENGTH;
  const known = large ? recall(text) : undefined;
  if (known !== undefined) return known as T;
  if (STRING_STARTING_WITH_COLON.test(text)) return JSON.parse(text, keyvReviver) as T;
  return (large ? remember(text) : JSON.parse(text)) as T;
}

/**
 * Large entries (a centre's store collection, its navigation: read on every full render) are parsed once per
 * distinct text and shared, deeply frozen, between the requests that read the same text: a reader that tried to
 * change one would throw instead of corrupting the others' copy. The text is still read from the store every time,
 * so an entry that changes, expires or is purged is never served from here; only the parse is saved. Texts that
 * need keyv's reviver (Buffers among them, which cannot be frozen) are parsed every time.
 *
 * A Map keyed by the text: V8 hashes a string this long by its length alone, and then compares the characters,
 * which costs a fraction of parsing them.
 */
const SHARED_MIN_LENGTH = 16 * 1024;
const SHARED_MAX_ENTRIES = 16;
const SHARED_MAX_CHARS = 32 * 1024 * 1024;
const shared = new Map<string, unknown>();
let sharedChars = 0;

/** The shared value of a text parsed before (a parsed entry is never undefined), now the most recently used. */
function recall(text: string): unknown {
  const known = shared.get(text);
  if (known === undefined) return undefined;
  shared.delete(text);
  shared.set(text, known);
  return known;
}

/** Parses a text once for everyone, keeping the most recent texts within the limits. */
function remember(text: string): unknown {
  const value = deepFreeze(JSON.parse(text) as unknown);
  if (text.length > SHARED_MAX_CHARS) return value;
  shared.set(text, value);
  sharedChars += text.length;
  for (const oldest of shared.keys()) {
    if (shared.size <= SHARED_MAX_ENTRIES && sharedChars <= SHARED_MAX_CHARS) break;
    shared.delete(oldest);
    sharedChars -= oldest.length;
  }
  return value;
}

/** keyv's own reviver (`@keyv/serialize` defaultDeserialize), for the texts that need it. */
function keyvReviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.startsWith(':base64:')) return Buffer.from(value.slice(8), 'base64');
  return value.startsWith(':') ? value.slice(1) : value;
}
