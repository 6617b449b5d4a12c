import type { RichTextNode } from '../cms/storyblok.types';

/** The words of a rich text document, paragraphs and list items apart, marks and links dropped. */
export function richTextWords(doc: RichTextNode | undefined | null): string {
  if (!doc || typeof doc !== 'object') return '';
  if (doc.type === 'text') return typeof doc.text === 'string' ? doc.text : '';
  const parts = Array.isArray(doc.content) ? doc.content.map((node) => richTextWords(node)) : [];
  return parts
    .join(doc.type === 'paragraph' || doc.type === 'heading' ? '' : ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const EXCERPT_MAX_LENGTH = 160;

/**
 * A summary of a text (a search result's excerpt, a page's meta description): on one line, cut at a word with an
 * ellipsis when longer than `max`, the ellipsis counted.
 */
export function excerptOf(text: string, max = EXCERPT_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
