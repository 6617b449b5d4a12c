import fc from 'fast-check';
import { deepFreeze } from '../cms/frozen-content';
import { judgeContentUrl, safeContentUrl } from './content-url';
import { dropRefusedUrls, type DroppedUrl } from './content-url-sweep';

/** Characters a browser ignores inside or around a URL, which an editor (or an attacker) may slip in. */
const IGNORED = fc.constantFrom(
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u200b',
  '\ufeff',
);

/** `scheme` with ignored characters slipped in anywhere, and its letters in any case. */
function obfuscated(scheme: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
      fc.array(fc.array(IGNORED, { maxLength: 2 }), { minLength: scheme.length + 1, maxLength: scheme.length + 1 }),
    )
    .map(
      ([upper, gaps]) =>
        [...scheme].map((char, index) => gaps[index]!.join('') + (upper[index] ? char.toUpperCase() : char)).join('') +
        gaps[scheme.length]!.join(''),
    );
}

describe('the URL rule for content (docs/content-model.md "URLs from content")', () => {
  it.each([
    ['https://www.willowvale.example/whats-on'],
    ['http://example.com'],
    ['HTTPS://EXAMPLE.COM'],
    ['mailto:hello@willowvale.example'],
    ['tel:+61299990000'],
    ['/stores/the-coffee-club'],
    ['stores/the-coffee-club'],
    ['#opening-hours'],
    ['?filter=fashion'],
    ['www.example.com.au'],
    ['www.example.com.au:8080/x'],
    ['hello@willowvale.example'],
  ])('should allow %s', (url) => {
    expect(judgeContentUrl(url)).toEqual({ kind: 'allowed', url });
  });

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    [' JaVaScRiPt:alert(1)', 'javascript:'],
    ['java\tscript:alert(1)', 'javascript:'],
    ['java\nscript:alert(1)', 'javascript:'],
    ['\u0001javascript:alert(1)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
    ['//evil.example', 'protocol-relative'],
    [' //evil.example/x.png', 'protocol-relative'],
    ['/\\evil.example', 'protocol-relative'],
    ['\\\\evil.example', 'protocol-relative'],
    ['\t/\t/evil.example', 'protocol-relative'],
  ])('should refuse %p as %s', (url, reason) => {
    expect(judgeContentUrl(url)).toEqual({ kind: 'refused', reason });
    expect(safeContentUrl(url)).toBeUndefined();
  });

  it('should call nothing, blanks and non-text empty rather than refused', () => {
    for (const value of ['', '  \t\n', undefined, null, 42, {}])
      expect(judgeContentUrl(value)).toEqual({ kind: 'empty' });
  });

  it('should refuse every dangerous scheme however its letters are cased and split', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'vbscript', 'file').chain(obfuscated),
        fc.string(),
        (scheme, rest) => {
          expect(judgeContentUrl(`${scheme}:${rest}`).kind).toBe('refused');
        },
      ),
    );
  });

  it('should never allow a URL a browser would read as a script, data, file or another host without a scheme', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const url = safeContentUrl(raw);
        if (url === undefined) return;
        expect(url).not.toMatch(/^(javascript|data|vbscript|file):/i);
        expect(url).not.toMatch(/^[/\\]{2}/);
        expect(url).not.toMatch(/[\u0000-\u0020\u007f]/);
      }),
    );
  });

  it('should keep every allowed URL as written, apart from the characters browsers ignore', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(safeContentUrl(`\t${url} `)).toBe(url);
      }),
    );
  });
});

describe('dropRefusedUrls (the sweep of content before it is mapped)', () => {
  const bloks = {
    body: [
      {
        component: 'text_block',
        buttons: [
          { text: 'Safe', link: { linktype: 'url', url: 'https://example.com' } },
          { text: 'Bad', link: { linktype: 'url', url: ' JaVaScRiPt:alert(1)', cached_url: 'data:text/html,x' } },
        ],
        text: {
          type: 'doc',
          content: [{ type: 'text', text: 'hi', marks: [{ type: 'link', attrs: { href: 'vbscript:x' } }] }],
        },
        image: { filename: '//evil.example/pixel.png', alt: 'Note: javascript: is text here' },
      },
      { component: 'video', url: 'file:///etc/passwd', title: 'javascript: in a title stays' },
    ],
  };

  it('should blank each refused URL, name its field and kind, and leave everything else as it was', () => {
    const dropped: DroppedUrl[] = [];
    const swept = dropRefusedUrls(bloks, (entry) => dropped.push(entry));
    expect(dropped).toEqual([
      { field: 'body.0.buttons.1.link.url', reason: 'javascript:' },
      { field: 'body.0.buttons.1.link.cached_url', reason: 'data:' },
      { field: 'body.0.text.content.0.marks.0.attrs.href', reason: 'vbscript:' },
      { field: 'body.0.image.filename', reason: 'protocol-relative' },
      { field: 'body.1.url', reason: 'file:' },
    ]);
    const [before] = bloks.body as unknown as [{ buttons: Array<{ link: unknown }> }];
    const [after] = swept.body as unknown as [{ buttons: Array<{ link: unknown }>; image: unknown }];
    expect(after.buttons[0]).toBe(before.buttons[0]);
    expect(after.buttons[1]!.link).toEqual({ linktype: 'url', url: '', cached_url: '' });
    expect(after.image).toEqual({ filename: '', alt: 'Note: javascript: is text here' });
    expect(swept.body[1]).toEqual({ component: 'video', url: '', title: 'javascript: in a title stays' });
  });

  it('should never change the content it was given (it may be shared by the content cache)', () => {
    const before = JSON.stringify(bloks);
    dropRefusedUrls(bloks, () => {});
    expect(JSON.stringify(bloks)).toBe(before);
  });

  it('should hand back the very same content when nothing is refused', () => {
    const clean = { body: [{ component: 'divider' }, { link: { linktype: 'url', url: 'tel:+61299990000' } }] };
    expect(dropRefusedUrls(clean, () => {})).toBe(clean);
  });

  it('should sweep frozen (shared) content once, and tell every later reader of the same drops under its own path', () => {
    const shared = deepFreeze(structuredClone(bloks));
    const first: DroppedUrl[] = [];
    const second: DroppedUrl[] = [];
    const once = dropRefusedUrls({ stores: [shared] }, (entry) => first.push(entry));
    const again = dropRefusedUrls({ stores: [shared] }, (entry) => second.push(entry), 'collections');

    expect(again.stores[0]).toBe(once.stores[0]);
    expect(first.map((entry) => entry.field)).toContain('stores.0.body.1.url');
    expect(second.map((entry) => entry.field)).toEqual(first.map((entry) => `collections.${entry.field}`));
    expect(Object.isFrozen(once.stores[0]!.body[1])).toBe(true);
    expect((once.stores[0]!.body[1] as { url: string }).url).toBe('');
  });
});

