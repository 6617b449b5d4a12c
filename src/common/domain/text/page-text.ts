import type { RichTextNode } from '../cms/storyblok.types';
import { richTextWords } from './readable-text';

/** The fields of a CMS block that hold words a visitor reads (addresses, images and settings are left out). */
const TEXT_FIELDS = new Set([
  'title',
  'heading',
  'subheading',
  'subtitle',
  'text',
  'body',
  'description',
  'excerpt',
  'caption',
  'intro',
  'question',
  'answer',
  'content',
  // the gift guide's words (the gift_guide block)
  'detailsText',
  'resultsDescription',
  'formDescription',
]);

/** The readable words of a page's blocks, nested blocks and rich text included, one block per line. */
export function pageText(blocks: unknown): string {
  const out: string[] = [];
  collect(blocks, out, 0);
  return out.join('\n');
}

/** A text's first sentence-long line (40 characters or more), not a heading that repeats the title; else all of it. */
export function openingLine(text: string): string {
  return text.split('\n').find((line) => line.length >= 40) ?? text;
}

function collect(value: unknown, out: string[], depth: number): void {
  if (depth > 12 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, depth + 1);
    return;
  }
  const node = value as Record<string, unknown>;
  if (node.type === 'doc') {
    const text = richTextWords(node as unknown as RichTextNode);
    if (text) out.push(text);
    return;
  }
  for (const [key, field] of Object.entries(node)) {
    if (typeof field === 'string' && TEXT_FIELDS.has(key) && field.trim() !== '' && !/^https?:|^\//.test(field))
      out.push(field.trim());
    else if (typeof field === 'object') collect(field, out, depth + 1);
  }
}
