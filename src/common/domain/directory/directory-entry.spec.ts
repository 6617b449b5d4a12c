import fc from 'fast-check';
import { entryLetter, isListedStore, searchTextOf, sortByTitle } from './directory-entry';

const facts = { title: 'Aesop', status: 'open', hasImage: true, hasTradingHours: true };

describe('which stores the directory lists (spec 1 §5)', () => {
  it('should list an open store that has a title, an image and trading hours', () => {
    expect(isListedStore(facts)).toBe(true);
  });

  it('should hide stores that are temporarily closed or coming soon, in any accepted spelling', () => {
    for (const status of ['temporarily_closed', 'Temporarily Closed', 'temporarily-closed', 'coming_soon', 'Coming Soon', 'coming-soon']) {
      expect(isListedStore({ ...facts, status })).toBe(false);
    }
  });

  it('should hide a store card without a title, an image or trading hours', () => {
    expect(isListedStore({ ...facts, title: '  ' })).toBe(false);
    expect(isListedStore({ ...facts, hasImage: false })).toBe(false);
    expect(isListedStore({ ...facts, hasTradingHours: false })).toBe(false);
  });

  it('should list a store only when every required part is there, whatever the combination', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('open', 'coming soon', 'temporarily closed', ''), fc.boolean(), fc.boolean(), (title, status, hasImage, hasTradingHours) => {
        const listed = isListedStore({ title, status, hasImage, hasTradingHours });
        expect(listed).toBe(title.trim() !== '' && hasImage && hasTradingHours && (status === 'open' || status === ''));
      }),
    );
  });
});

describe('store order and letters', () => {
  it('should sort stores by title, ignoring case and with numbers in numeric order', () => {
    const titles = sortByTitle([{ title: 'zara' }, { title: 'Store 10' }, { title: 'Aesop' }, { title: 'Store 2' }]).map((item) => item.title);
    expect(titles).toEqual(['Aesop', 'Store 2', 'Store 10', 'zara']);
  });

  it('should keep every store when sorting and be idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ title: fc.string() })), (items) => {
        const once = sortByTitle(items);
        expect(once).toHaveLength(items.length);
        expect(sortByTitle(once)).toEqual(once);
      }),
    );
  });

  it('should file titles under their first letter and digits under #', () => {
    expect(entryLetter({ title: 'Aesop' })).toBe('a');
    expect(entryLetter({ title: '24/7 Convenience' })).toBe('#');
  });

  it('should search over title, keywords and cuisines in lower case', () => {
    expect(searchTextOf('Poké Bowl', 'Takeaway, Lunch', ['Hawaiian'])).toBe('poké bowl\ntakeaway, lunch\nhawaiian');
  });
});
