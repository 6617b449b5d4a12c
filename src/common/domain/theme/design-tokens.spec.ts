import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS, SIZE_PROPERTIES, mediaQueryWidths } from './design-tokens';

const STYLES = join(__dirname, '..', '..', '..', '..', 'client', 'styles');
const sheets = readdirSync(STYLES)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, css: readFileSync(join(STYLES, name), 'utf8') }));

/** `[file, width]` of every width a media query names (min-width, max-width, in px). */
function mediaWidths(): Array<[string, string]> {
  return sheets.flatMap(({ name, css }) =>
    [...css.matchAll(/@media[^{]*/g)].flatMap(([query]) =>
      [...query.matchAll(/(?:min|max)-width\s*:\s*([^)\s]+)/g)].map(([, width]): [string, string] => [name, width]),
    ),
  );
}

/** The declarations of the first rule for `selector` in tokens.css, inside `within` (a media query) or at the top. */
function declarations(css: string, within?: RegExp): Record<string, string> {
  const scope = within ? css.slice(css.search(within)) : css;
  const body = /:root\s*\{([^}]*)\}/.exec(scope)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/(--[a-z-]+)\s*:\s*([^;]+);/g)].map(([, property, value]) => [property, value.trim()]),
  );
}

describe('design tokens (spec 1 §7) and the stylesheets', () => {
  it('should read the stylesheets (the check below sees every media query)', () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(mediaWidths().length).toBeGreaterThan(20);
  });

  it('should name in media queries only breakpoint widths (max-width) or a breakpoint + 1 (min-width), in px', () => {
    const allowed = mediaQueryWidths();
    const stray = mediaWidths().filter(([, width]) => {
      const px = /^(\d+)px$/.exec(width);
      return !px || !allowed.has(Number(px[1]));
    });
    expect(stray).toEqual([]);
  });

  it("should hold the spec's breakpoints", () => {
    expect(Object.values(BREAKPOINTS)).toEqual([1900, 1400, 1099, 959, 767, 479, 321]);
  });

  it('should give the header height, nav bar, container and gutters in tokens.css the values of the tokens', () => {
    const tokens = sheets.find((sheet) => sheet.name === 'tokens.css')!.css;
    expect(declarations(tokens)).toMatchObject(SIZE_PROPERTIES.mobile);
    expect(declarations(tokens, new RegExp(`@media \\(min-width: ${BREAKPOINTS.medium + 1}px\\)`))).toEqual(
      SIZE_PROPERTIES.desktop,
    );
  });
});
