import type { RichTextNode } from '../cms/storyblok.types';
import { excerptOf, richTextWords } from './readable-text';

const doc: RichTextNode = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'A full-line ' },
        { type: 'text', text: 'supermarket.' },
      ],
    },
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Click and collect' }] }] },
      ],
    },
  ],
};

describe('readable text (search excerpts, meta descriptions)', () => {
  it('should read the words of rich text, paragraphs and list items apart', () => {
    expect(richTextWords(doc)).toBe('A full-line supermarket. Click and collect');
    expect(richTextWords(undefined)).toBe('');
  });

  it('should keep a short excerpt whole and on one line', () => {
    expect(excerptOf('Fifty pantry favourites\nat half price.')).toBe('Fifty pantry favourites at half price.');
  });

  it('should cut a long excerpt at a word with an ellipsis, within the limit', () => {
    const text =
      'The weekly shop, sorted: fresh produce delivered daily, a deli counter and click and collect lockers.';
    const excerpt = excerptOf(text, 40);
    expect(excerpt).toBe('The weekly shop, sorted: fresh produce…');
    expect(excerpt.length).toBeLessThanOrEqual(40);
  });
});
