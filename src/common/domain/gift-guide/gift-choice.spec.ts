import fc from 'fast-check';
import { choiceFilters, choiceHref, hexColour, isChoiceSelected, panelColour, selectionOfChoice } from './gift-choice';

const options = {
  suitedTo: [
    { value: 'Her', label: 'Her' },
    { value: 'Him', label: 'Him' },
  ],
  price: [
    { value: 'Under $50', label: 'Under $50' },
    { value: '$50 - $100', label: '$50 - $100' },
  ],
};

describe('gift guide choices', () => {
  it('should read each filter type of a choice under its key, matched to an option case-insensitively', () => {
    expect(
      choiceFilters({ filterTypes: ['suitedTo', 'price'], suitedTo: 'her', price: ['Under $50'] }, options),
    ).toEqual({ suitedTo: 'Her', price: 'Under $50' });
  });

  it('should refuse a choice whose type is unknown, has no value or names no option', () => {
    expect(choiceFilters({ filterTypes: ['colour'], colour: 'Red' }, options)).toBeUndefined();
    expect(choiceFilters({ filterTypes: ['suitedTo'] }, options)).toBeUndefined();
    expect(choiceFilters({ filterTypes: ['suitedTo'], suitedTo: 'Teachers' }, options)).toBeUndefined();
    expect(choiceFilters({ filterTypes: ['categories'], categories: 'Home' }, options)).toBeUndefined();
    expect(choiceFilters({ filterTypes: [] }, options)).toBeUndefined();
  });

  it('should link to the page with only its filters, at the results', () => {
    expect(choiceHref({ suitedTo: 'Her', price: 'Under $50' })).toBe(
      '?suitedTo=Her&price=Under+%2450#gift-guide-results',
    );
  });

  it('should show as chosen only while the filters are exactly its own', () => {
    expect(isChoiceSelected({ suitedTo: 'Her' }, { suitedTo: 'Her' })).toBe(true);
    expect(isChoiceSelected({ suitedTo: 'Her' }, { suitedTo: 'Her', price: '' })).toBe(true);
    expect(isChoiceSelected({ suitedTo: 'Her' }, { suitedTo: 'Her', price: 'Under $50' })).toBe(false);
    expect(isChoiceSelected({ suitedTo: 'Her' }, { suitedTo: 'Him' })).toBe(false);
    expect(isChoiceSelected({}, {})).toBe(false);
  });

  it('should choose its filters alone, keeping the search and clearing the letter', () => {
    expect(selectionOfChoice({ price: 'Under $50' }, 'mug')).toEqual({
      filters: { price: 'Under $50' },
      search: 'mug',
      letter: '',
    });
  });
});

describe('gift guide panel colours', () => {
  it('should accept #hex only, written as six lower-case digits', () => {
    expect(hexColour('#ABC')).toBe('#aabbcc');
    expect(hexColour(' #12a0Ff ')).toBe('#12a0ff');
    for (const value of [
      'red',
      '12a0ff',
      '#12a0f',
      '#12a0ffzz',
      'url(x)',
      '#fff;background:url(x)',
      'rgb(0,0,0)',
      7,
      undefined,
    ]) {
      expect(hexColour(value)).toBeUndefined();
    }
  });

  it('should never let anything but six hex digits through, whatever the editor writes', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const colour = hexColour(value);
        return colour === undefined || /^#[0-9a-f]{6}$/.test(colour);
      }),
    );
  });

  it('should pick the ink that reads best: white on dark, dark on light', () => {
    expect(panelColour('#123a5a')).toEqual({ background: '#123a5a', ink: 'light' });
    expect(panelColour('#f6e9dc')).toEqual({ background: '#f6e9dc', ink: 'dark' });
    expect(panelColour('javascript:alert(1)')).toBeUndefined();
  });
});
