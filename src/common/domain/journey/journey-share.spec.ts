import fc from 'fast-check';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import * as share from './journey-share';
import { MAX_JOURNEY_STORES, MAX_SHARE_LENGTH } from './journey-share';

const lz = { compress: compressToEncodedURIComponent, decompress: decompressFromEncodedURIComponent };
const encodeStoreIds = (ids: string[]) => share.encodeStoreIds(ids, lz);
const decodeStoreIds = (value: string | undefined) => share.decodeStoreIds(value, lz);
const journeyShareUrl = (url: string, ids: string[]) => share.journeyShareUrl(url, ids, lz);

const storeId = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);

describe('the journey share codec', () => {
  it('should give back the ids of any journey it encoded, in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(storeId, { maxLength: MAX_JOURNEY_STORES }), (ids) => {
        expect(decodeStoreIds(encodeStoreIds(ids))).toEqual(ids);
      }),
    );
  });

  it('should write the comma-separated ids compressed with lz-string', () => {
    expect(encodeStoreIds(['101', '202'])).toBe(compressToEncodedURIComponent('101,202'));
  });

  it('should read garbage, empty and over-long values as an empty journey without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        expect(Array.isArray(decodeStoreIds(value))).toBe(true);
      }),
    );
    expect(decodeStoreIds('')).toEqual([]);
    expect(decodeStoreIds(undefined)).toEqual([]);
    expect(decodeStoreIds('not-a-journey!')).toEqual([]);
    expect(decodeStoreIds(compressToEncodedURIComponent('<script>alert(1)</script>'))).toEqual([]);
    expect(decodeStoreIds('A'.repeat(MAX_SHARE_LENGTH + 1))).toEqual([]);
  });

  it('should drop repeated ids and keep at most the first fifty', () => {
    expect(decodeStoreIds(compressToEncodedURIComponent('7,8,7,,9'))).toEqual(['7', '8', '9']);
    const many = Array.from({ length: 80 }, (_, index) => String(index));
    expect(decodeStoreIds(compressToEncodedURIComponent(many.join(',')))).toEqual(many.slice(0, MAX_JOURNEY_STORES));
  });

  it("should make the journey page's address with the journey in store_ids and nothing else", () => {
    const url = journeyShareUrl('https://willowvale.example/my-journey?store_ids=old&utm_source=x#top', ['1', '2']);
    expect(url).toBe(`https://willowvale.example/my-journey?store_ids=${encodeStoreIds(['1', '2'])}`);
    expect(journeyShareUrl('https://willowvale.example/my-journey?store_ids=old', [])).toBe('https://willowvale.example/my-journey');
  });
});
