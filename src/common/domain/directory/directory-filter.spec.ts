import fc from 'fast-check';
import type { DirectoryEntry } from './directory-entry';
import { chosenFilterCount, EMPTY_SELECTION, filterEntries, groupByLetter, INDEX_LETTERS, isEmptySelection, matchesSearch, matchesSelection, Selection } from './directory-filter';

const entry = (title: string, extra: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  title,
  href: `/stores/${title.toLowerCase()}`,
  searchText: title.toLowerCase(),
  tags: [],
  discover: [],
  precinct: '',
  type: 'stores',
  giftCard: false,
  licensed: false,
  ...extra,
});
const select = (patch: Partial<Selection>): Selection => ({ ...EMPTY_SELECTION, ...patch });

const stores = [
  entry('Aesop', { searchText: 'aesop\nskin care', tags: ['beauty', 'beauty/skincare'], discover: ['luxury'], giftCard: true }),
  entry('Hearth & Bean', { searchText: 'hearth & bean\ncoffee\ncafé', tags: ['dining', 'Café', 'Breakfast'], precinct: 'Laneway Eats', licensed: true }),
  entry('Sushi Den', { searchText: 'sushi den\n\njapanese', tags: ['dining', 'Japanese', 'Lunch'], precinct: 'Food Court', giftCard: true }),
  entry('7 Seas', { tags: ['dining', 'Seafood', 'Dinner'], licensed: true }),
];
const titles = (selection: Selection) => filterEntries(stores, selection).map((item) => item.title);

describe('directory search (spec 1 §5)', () => {
  it('should match a case-insensitive substring of the title, keywords or cuisines', () => {
    expect(titles(select({ search: 'AES' }))).toEqual(['Aesop']);
    expect(titles(select({ search: 'coffee' }))).toEqual(['Hearth & Bean']);
    expect(titles(select({ search: 'Japanese' }))).toEqual(['Sushi Den']);
  });

  it('should show every store for a blank search', () => {
    expect(titles(select({ search: '   ' }))).toHaveLength(4);
  });

  it('should match whenever the search is part of the searched text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, needle, after) => {
        const text = `${before}${needle}${after}`.toLowerCase();
        expect(matchesSearch({ searchText: text }, needle.toUpperCase().toLowerCase())).toBe(true);
      }),
    );
  });
});

describe('directory filters (spec 1 §5)', () => {
  it('should require every selected value to match within categories, subcategories, cuisines or meal times', () => {
    expect(titles(select({ filters: { category: ['dining'] } }))).toEqual(['Hearth & Bean', 'Sushi Den', '7 Seas']);
    expect(titles(select({ filters: { category: ['dining'], cuisines: ['Japanese'] } }))).toEqual(['Sushi Den']);
    expect(titles(select({ filters: { cuisines: ['Japanese'], meal_times: ['Breakfast'] } }))).toEqual([]);
  });

  it('should filter by discover type, precinct and the view-by letter, # for digits', () => {
    expect(titles(select({ filters: { discover_types: ['luxury'] } }))).toEqual(['Aesop']);
    expect(titles(select({ filters: { precinct: ['Food Court'] } }))).toEqual(['Sushi Den']);
    expect(titles(select({ filters: { view_by: ['h'] } }))).toEqual(['Hearth & Bean']);
    expect(titles(select({ filters: { view_by: ['#'] } }))).toEqual(['7 Seas']);
  });

  it('should keep only gift-card stores and licensed venues when those toggles are on', () => {
    expect(titles(select({ giftCard: true }))).toEqual(['Aesop', 'Sushi Den']);
    expect(titles(select({ licensed: true }))).toEqual(['Hearth & Bean', '7 Seas']);
    expect(titles(select({ giftCard: true, licensed: true }))).toEqual([]);
  });

  it('should never show more stores when another filter is added', () => {
    const tag = fc.constantFrom('dining', 'beauty', 'Japanese', 'Lunch', 'Café', 'Seafood', 'Dinner');
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 3 }), tag, fc.boolean(), (chosen, extra, giftCard) => {
        const before = select({ filters: { category: chosen }, giftCard });
        const after = select({ filters: { category: chosen, cuisines: [extra] }, giftCard });
        const kept = filterEntries(stores, after);
        expect(kept.every((item) => matchesSelection(item, before))).toBe(true);
      }),
    );
  });

  it('should tell an empty selection from a chosen filter', () => {
    expect(isEmptySelection(EMPTY_SELECTION)).toBe(true);
    expect(isEmptySelection(select({ filters: { category: [] } }))).toBe(true);
    expect(isEmptySelection(select({ licensed: true }))).toBe(false);
  });

  it('should count the choices the filters hold, leaving the search text out', () => {
    expect(chosenFilterCount(EMPTY_SELECTION)).toBe(0);
    expect(chosenFilterCount(select({ search: 'bean', filters: { category: ['fashion', 'dining'], discover_types: ['new'], cuisines: [] }, giftCard: true }))).toBe(4);
  });
});

describe('letter headings', () => {
  it('should group results under a to z and then #', () => {
    expect(groupByLetter(stores).map((group) => group.letter)).toEqual(['a', 'h', 's', '#']);
    expect(INDEX_LETTERS).toHaveLength(27);
  });
});
