/**
 * Deterministic identities for demo stories and bloks, derived from the space id and the story's
 * full_slug: the same content gives the same ids on every machine and every run, so URLs with ids
 * (/events/{id}/{slug}) and relations stay stable while nobody has to write ids by hand.
 */
import { createHash } from 'node:crypto';

/** RFC 4122 URL namespace; any fixed namespace would do, this one is well known */
const NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** A name-based (version 5) uuid of `name`. */
export function uuidFor(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A nine-digit id, like the CMS's numeric story ids (the loader reports the rare collision). */
export function numericIdFor(name: string): number {
  const hash = createHash('sha1').update(name).digest();
  return 100_000_000 + (hash.readUInt32BE(0) % 900_000_000);
}

export const storyKey = (spaceId: string, fullSlug: string): string => `atrium-demo:${spaceId}:${fullSlug}`;
export const folderKey = (spaceId: string, folder: string): string => `atrium-demo:${spaceId}:folder:${folder}`;
export const blokKey = (spaceId: string, fullSlug: string, path: string): string =>
  `atrium-demo:${spaceId}:${fullSlug}#${path}`;
