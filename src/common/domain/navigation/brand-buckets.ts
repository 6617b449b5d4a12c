/**
 * Brand letter buckets of the shopping flyout and the mobile 'Shopping' accordion (spec 1 §2.3, §9).
 */
import { directoryLetterHref, letterOf, OTHER_LETTER } from './letter-index';
import { compareTitles } from './title-order';

/** spec 1 §9: abc, def, ghi, jk, lm, no, pqr, stu, vwxyz and # (# for digits and any other non-letter). */
export const BRAND_BUCKETS = ['abc', 'def', 'ghi', 'jk', 'lm', 'no', 'pqr', 'stu', 'vwxyz', OTHER_LETTER] as const;
export type BucketKey = (typeof BRAND_BUCKETS)[number];

export interface Brand {
  title: string;
  href: string;
}

export interface BrandBucket {
  key: BucketKey;
  /** 'ABC', 'VWXYZ', '#' */
  label: string;
  /** the first brands by title, at most the flyout's brandsLimit */
  brands: Brand[];
  /** how many brands the bucket holds before the cap */
  total: number;
  /**
   * 'View All': /shopping#<the bucket's first letter> ('abc' -> /shopping#a, '#' -> /shopping#%23),
   * the directory's single-letter A–Z anchor where the bucket's brands begin.
   */
  viewAllHref: string;
}

/** spec 1 §2.3: items titled 'new store' (any case) are placeholders, never listed. */
export function isPlaceholderStore(title: string): boolean {
  return title.trim().replace(/\s+/g, ' ').toLowerCase() === 'new store';
}

export function bucketOf(title: string): BucketKey {
  const letter = letterOf(title);
  return BRAND_BUCKETS.find((bucket) => bucket.includes(letter)) ?? OTHER_LETTER;
}

/** The letter a bucket's 'View All' link scrolls to. */
export function bucketLetter(key: BucketKey): string {
  return key.charAt(0);
}

/**
 * Groups brands into the spec's buckets, in bucket order, leaving out empty buckets and 'new store'
 * items; each bucket sorted by title and capped at `limit` (spec 1 §2.3: buckets are capped at a given count).
 * A limit that is not a positive number means no cap.
 */
export function toBrandBuckets(brands: Brand[], limit: number | string | undefined): BrandBucket[] {
  const cap = Number(limit);
  const max = Number.isFinite(cap) && cap > 0 ? Math.floor(cap) : Infinity;
  const groups = new Map<BucketKey, Brand[]>();
  for (const brand of brands) {
    const title = brand.title.trim();
    if (!title || isPlaceholderStore(title)) continue;
    const key = bucketOf(title);
    groups.set(key, [...(groups.get(key) ?? []), { ...brand, title }]);
  }
  return BRAND_BUCKETS.flatMap((key) => {
    const items = groups.get(key);
    if (!items) return [];
    const sorted = [...items].sort((a, b) => compareTitles(a.title, b.title));
    return [
      {
        key,
        label: key.toUpperCase(),
        brands: sorted.slice(0, max),
        total: sorted.length,
        viewAllHref: directoryLetterHref(bucketLetter(key)),
      },
    ];
  });
}
