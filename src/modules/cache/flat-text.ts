/** A string's header on the V8 heap (map, hash, length), rounded up. */
const STRING_HEADER_BYTES = 16;

/** A text laid out as one flat string, and the bytes of memory it takes. */
export interface FlatText {
  text: string;
  bytes: number;
}

/**
 * The same characters as one flat string, with its size in memory.
 *
 * V8 keeps a string built by concatenation (keyv's serializer appends every key and value) as a rope: a tree of
 * pieces and joins that costs several times its length (TOOLCHAIN.md; a heap snapshot during a publish burst showed
 * 144 MB of ropes in a cache counted at 64 MB). A string decoded from bytes is always a new flat string, so the
 * copy here owns exactly its characters and the rope can be collected. A flat string takes one byte a character
 * when every character fits in one (ASCII here; Latin-1 is counted as two, on the safe side), else two.
 */
export function flatText(text: string): FlatText {
  const encoded = Buffer.from(text, 'utf8');
  const flat = encoded.toString('utf8');
  const oneByte = encoded.length === flat.length;
  return { text: flat, bytes: STRING_HEADER_BYTES + flat.length * (oneByte ? 1 : 2) };
}
