import fc from 'fast-check';
import { removeMarkdownLinkWhitespace } from './markdown-links';

describe('markdown link targets (spec 1 §5)', () => {
  it('should remove spaces, tabs and line breaks inside a link target', () => {
    expect(removeMarkdownLinkWhitespace('See [our hours]( /opening -hours ) today')).toBe(
      'See [our hours](/opening-hours) today',
    );
    expect(removeMarkdownLinkWhitespace('[Map](https://example.com/\n  centre-map)')).toBe(
      '[Map](https://example.com/centre-map)',
    );
  });

  it('should keep the link text and the text around links as written', () => {
    expect(removeMarkdownLinkWhitespace('Two  spaces [a b c](x y) and (not a link)')).toBe(
      'Two  spaces [a b c](xy) and (not a link)',
    );
  });

  it('should leave text without links unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('](')),
        (text) => {
          expect(removeMarkdownLinkWhitespace(text)).toBe(text);
        },
      ),
    );
  });

  it('should never leave whitespace in any link target, whatever the target', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[()]/.test(s)),
        fc.string().filter((s) => !/[\]\n]/.test(s)),
        (target, label) => {
          const out = removeMarkdownLinkWhitespace(`[${label}](${target})`);
          expect(out).toBe(`[${label}](${target.replace(/\s+/g, '')})`);
        },
      ),
    );
  });
});
