/**
 * lz-string's `compressToEncodedURIComponent` pair (the domain imports no library: the page model hands it in,
 * src/page-model/journey/journey-link.ts).
 */
export interface ShareCompression {
  compress(text: string): string;
  decompress(value: string): string | null;
}

/** The query key a shared journey travels in (spec 1 §2.1). */
export const JOURNEY_SHARE_KEY = 'store_ids';
/** The most stores a journey holds (a shared link with more keeps the first ones). */
export const MAX_JOURNEY_STORES = 50;
/** Longer `store_ids` values are not a journey this site wrote: they are ignored rather than decompressed. */
export const MAX_SHARE_LENGTH = 2000;
const MAX_ID_LENGTH = 64;
const ID = /^[A-Za-z0-9_-]+$/;

/**
 * spec 1 §2.1: a journey shared as a page URL's `store_ids`: the comma-separated store ids compressed with
 * lz-string (`compressToEncodedURIComponent`, safe in a query without further escaping).
 */
export function encodeStoreIds(ids: readonly string[], lz: ShareCompression): string {
  return lz.compress(cleanIds(ids).join(','));
}

/**
 * The store ids of a `store_ids` value: tolerant of anything a visitor may paste (garbage, empty, over-long or
 * truncated input gives an empty list, never an error); ids de-duplicated, in order, at most MAX_JOURNEY_STORES.
 */
export function decodeStoreIds(value: string | undefined | null, lz: ShareCompression): string[] {
  if (typeof value !== 'string' || value === '' || value.length > MAX_SHARE_LENGTH) return [];
  let text: string | null;
  try {
    text = lz.decompress(value);
  } catch {
    return [];
  }
  if (!text) return [];
  const ids = text.split(',').map((id) => id.trim());
  // a value that does not decompress to a plain id list is not a shared journey at all
  if (!ids.every((id) => id === '' || (id.length <= MAX_ID_LENGTH && ID.test(id)))) return [];
  return cleanIds(ids);
}

/** Ids that can travel in a share: non-empty, plain, de-duplicated, in order, at most MAX_JOURNEY_STORES. */
export function cleanIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.size >= MAX_JOURNEY_STORES) break;
    if (id && id.length <= MAX_ID_LENGTH && ID.test(id)) seen.add(id);
  }
  return [...seen];
}

/** The journey page's address for a set of stores (the page's own path with `store_ids`). */
export function journeyShareUrl(pageUrl: string, ids: readonly string[], lz: ShareCompression): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  if (ids.length > 0) url.searchParams.set(JOURNEY_SHARE_KEY, encodeStoreIds(ids, lz));
  return url.toString();
}
