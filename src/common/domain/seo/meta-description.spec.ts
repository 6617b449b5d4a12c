import fc from 'fast-check';
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN, metaDescription } from './meta-description';

describe('metaDescription (issue 26 part 4: a description on every page, 50 to 160 characters)', () => {
  it("should take the first text with words: the editor's description before the content's own", () => {
    expect(
      metaDescription([
        '  ',
        'Leather shoes for work and weekends, with half sizes and wide fittings.',
        'Italian-made heels and ballet flats in seasonal colours.',
      ]),
    ).toBe('Leather shoes for work and weekends, with half sizes and wide fittings.');
  });

  it('should add the next texts as sentences while it is shorter than 50 characters', () => {
    expect(
      metaDescription([
        'Every store at Willowvale',
        'Fashion, food and everyday services under one roof.',
        'Never reached.',
      ]),
    ).toBe('Every store at Willowvale. Fashion, food and everyday services under one roof.');
    // a text the description already holds is not said twice, and one that holds all of it replaces it
    expect(metaDescription(['Step Society', 'Step Society', 'Sneakers and trainers at Willowvale, Level 1.'])).toBe(
      'Step Society. Sneakers and trainers at Willowvale, Level 1.',
    );
    expect(metaDescription(['Centre Map', 'Centre Map at Willowvale', '200 Whitehorse Parade, Willowvale VIC'])).toBe(
      'Centre Map at Willowvale. 200 Whitehorse Parade, Willowvale VIC',
    );
  });

  it('should cut a long text at a word with an ellipsis, within 160 characters, on one line', () => {
    const body =
      'Robotics educators from the Junior Engineers Club run hour-long workshops twice a day for a fortnight.\n\nEach child builds a small wheeled robot, learns to code it with a tablet and takes it home at the end.';
    const description = metaDescription([body])!;
    expect(description).toBe(
      'Robotics educators from the Junior Engineers Club run hour-long workshops twice a day for a fortnight. Each child builds a small wheeled robot, learns to code…',
    );
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });

  it('should give no description when the content has no words', () => {
    expect(metaDescription([])).toBeUndefined();
    expect(metaDescription([undefined, '', ' \n '])).toBeUndefined();
  });

  it('should never be longer than 160 characters, and never shorter than 50 when the texts have as much', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 200 }), { maxLength: 5 }), (texts) => {
        const description = metaDescription(texts);
        if (description === undefined) return;
        expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
        expect(description).not.toMatch(/\s{2}|\n/);
        const words = texts.map((text) => text.replace(/\s+/g, ' ').trim()).join(' ');
        if (words.length >= META_DESCRIPTION_MIN * 2 && texts.every((text) => text.trim().length > 0))
          expect(description.length).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN);
      }),
    );
  });
});
