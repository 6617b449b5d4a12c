import fc from 'fast-check';
import { parsePriceRange, priceInRange, priceOf, priceText, sortPriceLabels } from './gift-price';

describe('gift guide price filter', () => {
  it('should read Under, Above, between and plus labels, keywords in any case', () => {
    expect(parsePriceRange('Under $50')).toEqual({ max: 50, maxExclusive: true });
    expect(parsePriceRange('under $50')).toEqual({ max: 50, maxExclusive: true });
    expect(parsePriceRange('ABOVE $250')).toEqual({ min: 250, minExclusive: true });
    expect(parsePriceRange('$50 - $100')).toEqual({ min: 50, max: 100 });
    expect(parsePriceRange('$50-$100')).toEqual({ min: 50, max: 100 });
    expect(parsePriceRange('$100+')).toEqual({ min: 100 });
  });

  it('should put the bounds of a reversed range in order', () => {
    expect(parsePriceRange('$100 - $50')).toEqual({ min: 50, max: 100 });
  });

  it('should read no range from a label that names none', () => {
    expect(parsePriceRange('Luxe')).toBeUndefined();
    expect(parsePriceRange('')).toBeUndefined();
  });

  it('should keep a price at a band edge in exactly one of the demo bands', () => {
    const bands = ['Under $50', '$50 - $100', '$100 - $250', 'Above $250'].map((label) => parsePriceRange(label)!);
    expect(bands.filter((band) => priceInRange(50, band))).toHaveLength(1);
    expect(bands.filter((band) => priceInRange(250, band))).toHaveLength(1);
    expect(priceInRange(49.99, bands[0]!)).toBe(true);
    expect(priceInRange(251, bands[3]!)).toBe(true);
  });

  it('should leave an offer without a price out of every range', () => {
    expect(priceInRange(undefined, { min: 0 })).toBe(false);
  });

  it('should put any price between N and M in the range "$N - $M"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (a, b, price) => {
          const range = parsePriceRange(`$${a} - $${b}`)!;
          expect(priceInRange(price, range)).toBe(price >= Math.min(a, b) && price <= Math.max(a, b));
        },
      ),
    );
  });

  it('should sort price options by their bounds, unreadable ones last', () => {
    expect(sortPriceLabels(['Above $250', 'Luxe', '$100 - $250', 'Under $50', '$50 - $100'])).toEqual([
      'Under $50',
      '$50 - $100',
      '$100 - $250',
      'Above $250',
      'Luxe',
    ]);
  });

  it('should read CMS prices and always show the price with a dollar sign', () => {
    expect(priceOf('49')).toBe(49);
    expect(priceOf('$1,290')).toBe(1290);
    expect(priceOf('')).toBeUndefined();
    expect(priceText(undefined, 49)).toBe('$49');
    expect(priceText('79', 79)).toBe('$79');
    expect(priceText('$79 (was $189)', 79)).toBe('$79 (was $189)');
    expect(priceText('From $20', 50)).toBe('From $20');
  });
});
