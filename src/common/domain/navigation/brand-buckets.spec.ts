import fc from 'fast-check';
import { BRAND_BUCKETS, bucketOf, isPlaceholderStore, toBrandBuckets } from './brand-buckets';
import { directoryLetterHref, letterFromHash, letterOf } from './letter-index';

const brand = (title: string) => ({ title, href: `/stores/${title.toLowerCase().replace(/\W+/g, '-')}` });

describe('brand letter buckets (spec 1 §2.3, §9)', () => {
  it('should file brands under abc, def, ghi, jk, lm, no, pqr, stu, vwxyz and #', () => {
    expect(BRAND_BUCKETS).toEqual(['abc', 'def', 'ghi', 'jk', 'lm', 'no', 'pqr', 'stu', 'vwxyz', '#']);
    expect(['Aesop', 'Fig & Co', 'Hearth', 'Kmart', 'Lush', 'Nando’s', 'Quay', 'Uniqlo', 'Zara'].map(bucketOf)).toEqual(
      ['abc', 'def', 'ghi', 'jk', 'lm', 'no', 'pqr', 'stu', 'vwxyz'],
    );
  });

  it('should file digits and other non-letters under #, and fold accents', () => {
    expect(bucketOf('7-Eleven')).toBe('#');
    expect(bucketOf('&Other Stories')).toBe('#');
    expect(bucketOf('  zara')).toBe('vwxyz');
    expect(bucketOf('Émile')).toBe('def');
  });

  it('should leave out items titled new store in any case, sort by title and cap each bucket', () => {
    const buckets = toBrandBuckets(
      ['Cotton On', 'NEW STORE', 'Aesop', 'Bonds', 'new  store', 'Apple', 'New Store'].map(brand),
      3,
    );
    expect(buckets).toHaveLength(1);
    expect(buckets[0]).toMatchObject({ key: 'abc', label: 'ABC', total: 4, viewAllHref: '/shopping#a' });
    expect(buckets[0]!.brands.map((item) => item.title)).toEqual(['Aesop', 'Apple', 'Bonds']);
    expect(isPlaceholderStore('New Store Opening Soon')).toBe(false);
  });

  it('should link View All to the bucket first letter, and # percent-encoded', () => {
    const buckets = toBrandBuckets(['Zara', '7-Eleven', 'Kmart'].map(brand), 10);
    expect(buckets.map((bucket) => [bucket.key, bucket.viewAllHref])).toEqual([
      ['jk', '/shopping#j'],
      ['vwxyz', '/shopping#v'],
      ['#', '/shopping#%23'],
    ]);
  });

  it('should not cap when the limit is missing or not a positive number', () => {
    const many = Array.from({ length: 30 }, (_, index) => brand(`Brand ${index}`));
    expect(toBrandBuckets(many, '')[0]!.brands).toHaveLength(30);
    expect(toBrandBuckets(many, '12')[0]!.brands).toHaveLength(12);
  });

  it('should keep every real brand in exactly the bucket of its first letter, within the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (titles, limit) => {
          const buckets = toBrandBuckets(titles.map(brand), limit);
          const real = titles.map((title) => title.trim()).filter((title) => title && !isPlaceholderStore(title));
          expect(buckets.reduce((sum, bucket) => sum + bucket.total, 0)).toBe(real.length);
          for (const bucket of buckets) {
            expect(bucket.brands.length).toBe(Math.min(limit, bucket.total));
            for (const item of bucket.brands) expect(bucket.key.includes(letterOf(item.title))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('directory letter anchors', () => {
  it('should read back the letter of every View All link', () => {
    for (const letter of ['a', 'v', '#'])
      expect(letterFromHash(new URL(directoryLetterHref(letter), 'http://x').hash)).toBe(letter);
    expect(letterFromHash('##')).toBe('#');
    expect(letterFromHash('#A')).toBe('a');
    expect(letterFromHash('#%E0%A4%A')).toBeUndefined();
    expect(letterFromHash('#about')).toBeUndefined();
  });
});
