import { textWithLinks } from './text-links';

describe('markdown links in a text field (spec 1 §5)', () => {
  it('should split text around its links', () => {
    expect(textWithLinks('Try the [store directory](/shopping) or head [home]( / ).')).toEqual([
      { text: 'Try the ' },
      { text: 'store directory', href: '/shopping' },
      { text: ' or head ' },
      { text: 'home', href: '/' },
      { text: '.' },
    ]);
  });

  it('should keep plain text as one part', () => {
    expect(textWithLinks('Nothing to follow here.')).toEqual([{ text: 'Nothing to follow here.' }]);
  });

  it('should leave the words of a refused link as plain text', () => {
    expect(textWithLinks('Click [here](javascript:alert(1)) now')).not.toContainEqual(
      expect.objectContaining({ href: expect.anything() }),
    );
    expect(textWithLinks('[here](javascript:void0)')).toEqual([{ text: 'here' }]);
  });
});
