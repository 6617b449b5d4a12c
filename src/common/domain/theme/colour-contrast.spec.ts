import fc from 'fast-check';
import { contrastRatio, parseHexColour } from './colour-contrast';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('hex colours and contrast (WCAG 2)', () => {
  it('should read #rrggbb and #rgb in any case, and nothing else', () => {
    expect(parseHexColour('#1D3B36')).toBe('#1d3b36');
    expect(parseHexColour(' #fff ')).toBe('#ffffff');
    for (const refused of ['1d3b36', '#1d3b3', '#1d3b36ff', 'red', 'rgb(0,0,0)', '#ggg', '', 42, undefined, '#fff;}']) {
      expect(parseHexColour(refused)).toBeUndefined();
    }
  });

  it('should give the known ratios: black on white 21, white on white 1, #767676 on white just over 4.5', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('should be symmetric and between 1 and 21 for any two colours', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
      }),
    );
  });
});
