/**
 * spec 1 §5 (links): whitespace inside markdown link targets is removed, so `[Hours]( /opening-hours )` and a
 * target an editor broke over two lines still lead somewhere. The link text and everything else stay as written.
 */
export function removeMarkdownLinkWhitespace(markdown: string): string {
  return markdown.replace(
    /(\[[^\]\n]*\])\(([^()]*)\)/g,
    (_match, label: string, target: string) => `${label}(${target.replace(/\s+/g, '')})`,
  );
}
