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
  if (STRING_STARTING_WITH_COLON.test(text)) return JSON.parse(text, keyvReviver) as T;
  return JSON.parse(text) as T;
}

/** keyv's own reviver (`@keyv/serialize` defaultDeserialize), for the texts that need it. */
function keyvReviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.startsWith(':base64:')) return Buffer.from(value.slice(8), 'base64');
  return value.startsWith(':') ? value.slice(1) : value;
}
