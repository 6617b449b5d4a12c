import { safeContentUrl } from './content-url';
import { removeMarkdownLinkWhitespace } from './markdown-links';

/** A run of plain text, or a link when `href` is set. */
export interface TextPart {
  text: string;
  href?: string;
}

/**
 * A single-line text field that may hold markdown links (`Try the [store directory](/shopping).`), as parts a
 * view renders as text and links. A target the URL rule refuses leaves its words as plain text (spec 1 §5).
 */
export function textWithLinks(raw: string): TextPart[] {
  const text = removeMarkdownLinkWhitespace(raw);
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(/\[([^\]\n]+)\]\(([^()\s]*)\)/g)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    const href = safeContentUrl(match[2]);
    parts.push(href ? { text: match[1]!, href } : { text: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
