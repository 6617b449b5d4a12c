import type { SearchEntry } from './search-entry';
import { SiteSearchIndex } from './site-search-index';

const NOW = new Date('2026-11-23T02:00:00Z');
const ZONE = 'Australia/Melbourne';

const entry = (id: string, fields: Partial<SearchEntry>): SearchEntry => ({
  id,
  type: 'stores',
  title: '',
  keywords: '',
  body: '',
  link: `/stores/${id}`,
  excerpt: '',
  ...fields,
});

const titles = (index: SiteSearchIndex, text: string) => index.find(text, NOW, ZONE).map((found) => found.title);

describe('SiteSearchIndex (issue 13 ranking)', () => {
  const index = new SiteSearchIndex([
    // the body match has the shortest field and the title match the longest: without boosts their order reverses
    entry('body', { title: 'Corner Store', body: 'Bakery.' }),
    entry('keywords', {
      title: 'Crumb & Co.',
      keywords: 'bread, pastries, sourdough, cakes, pies, bakery',
      body: 'Loaves baked every morning.',
    }),
    entry('title', {
      title: 'The Grand Old Bakery of Main Street and Station Road',
      body: 'Pies and cakes, made here every morning since the centre opened its doors.',
    }),
    entry('freshmart', { title: 'FreshMart', keywords: 'groceries, supermarket', body: 'A full-line supermarket.' }),
    entry('cafe', { title: 'Hearth Cafe', keywords: 'coffee' }),
    entry('care', { title: 'Pet Care', keywords: 'pets' }),
    entry('kitchen', { title: 'Kitchen Corner', body: 'Cooking classes every week.' }),
    entry('salon', { title: 'Salon Bleu', body: 'Booking online guarantees your time.' }),
  ]);

  it('should rank a title match first, then a keyword match, then a body match', () => {
    expect(titles(index, 'bakery')).toEqual([
      'The Grand Old Bakery of Main Street and Station Road',
      'Crumb & Co.',
      'Corner Store',
    ]);
  });

  it("should find a store by its name misspelt by one letter ('freshmrt')", () => {
    expect(titles(index, 'freshmrt')).toEqual(['FreshMart']);
  });

  it("should find a store by the start of its name as the visitor types ('fres')", () => {
    expect(titles(index, 'fres')).toEqual(['FreshMart']);
  });

  it('should find a store by a word of its keywords', () => {
    expect(titles(index, 'groceries')).toEqual(['FreshMart']);
  });

  it("should not take a short word for a typo of another ('cafe' is not 'care')", () => {
    expect(titles(index, 'cafe')).toEqual(['Hearth Cafe']);
  });

  it("should take a word the content has as meant, without typos ('cooking' does not find 'booking')", () => {
    expect(titles(index, 'cooking')).toEqual(['Kitchen Corner']);
    expect(titles(index, 'cookng')).toEqual(['Kitchen Corner']);
  });

  it('should find what matches every word, and what matches any when nothing matches every word', () => {
    expect(titles(index, 'supermarket groceries')).toEqual(['FreshMart']);
    expect(titles(index, 'loaves groceries')).toEqual(expect.arrayContaining(['FreshMart', 'Crumb & Co.']));
  });

  it('should leave out what is outside its dates now', () => {
    const dated = new SiteSearchIndex([
      entry('past', { type: 'events', title: 'Makers Market', visibleAt: () => false }),
      entry('now', { type: 'events', title: 'Twilight Market', visibleAt: (now) => now === NOW }),
    ]);
    expect(titles(dated, 'market')).toEqual(['Twilight Market']);
  });

  it("should find a store by its category's everyday words, below stores that carry the word itself", () => {
    const shoes = new SiteSearchIndex([
      entry('cobble', { title: 'Cobble & Co.', keywords: "heels, boots\nFootwear\nWomen's Shoes" }),
      entry('step', { title: 'Step Society', keywords: 'sneakers, trainers\nFootwear\nSneakers' }),
      entry('kids', { title: 'Little Feet', keywords: 'school shoes\nFootwear\nKids Shoes' }),
      entry('books', { title: 'Pages & Co.', keywords: 'novels\nBooks & Stationery' }),
    ]);
    // 'shoes': every Footwear store, however its own keywords name it
    expect(titles(shoes, 'shoes').sort()).toEqual(['Cobble & Co.', 'Little Feet', 'Step Society']);
    // 'sneakers': the sneaker shop first, then the other shoe shops through 'shoes' and 'footwear'
    expect(titles(shoes, 'sneakers')).toEqual(['Step Society', expect.any(String), expect.any(String)]);
    expect(titles(shoes, 'sneaker')[0]).toBe('Step Society');
    // every word still has to match: shoes for kids, not books
    expect(titles(shoes, 'kids shoes')).toEqual(['Little Feet']);
  });

  it('should find nothing for words nothing contains', () => {
    expect(index.find('zzyzx', NOW, ZONE)).toEqual([]);
  });
});
