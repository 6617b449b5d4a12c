import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { richTextWords } from '../../../common/domain/search/search-text';

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
]);

/** The readable words of a page's blocks, nested blocks and rich text included, one block per line. */
export function pageText(blocks: unknown): string {
  const out: string[] = [];
  collect(blocks, out, 0);
  return out.join('\n');
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
