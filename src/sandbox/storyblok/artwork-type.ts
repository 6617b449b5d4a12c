/**
 * Typesetting for generated logos: system font stacks (no web fonts in an <img>), size-to-fit estimates
 * and line balancing.
 */
import { escapeXml, n } from './artwork-kit';

export const FONTS = {
  sans: "'Helvetica Neue',Helvetica,Arial,sans-serif",
  geometric: "Futura,'Century Gothic','Avenir Next',sans-serif",
  serif: "Georgia,'Times New Roman',serif",
  heavy: "'Arial Black','Helvetica Neue',Arial,sans-serif",
};

export interface TextSpec {
  x: number;
  y: number;
  size: number;
  family: string;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle';
  spacing?: number;
  italic?: boolean;
  /** squeeze to this width when the estimate overflows it */
  fitWidth?: number;
  estimate?: number;
}

export function text(content: string, spec: TextSpec): string {
  const attrs = [
    `x="${n(spec.x)}" y="${n(spec.y)}" font-family="${spec.family}" font-size="${n(spec.size)}" fill="${spec.fill}"`,
    spec.weight ? `font-weight="${spec.weight}"` : '',
    `text-anchor="${spec.anchor ?? 'middle'}"`,
    spec.spacing ? `letter-spacing="${n(spec.spacing)}"` : '',
    spec.italic ? 'font-style="italic"' : '',
    spec.fitWidth && spec.estimate && spec.estimate > spec.fitWidth
      ? `textLength="${n(spec.fitWidth)}" lengthAdjust="spacingAndGlyphs"`
      : '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${escapeXml(content)}</text>`;
}

/** Largest size (up to maxSize) at which `chars` glyphs of `em` width fit `width`; never below 6 px. */
export const fitSize = (chars: number, em: number, width: number, maxSize: number): number =>
  Math.max(6, Math.min(maxSize, width / Math.max(1, chars * em)));

export function initials(label: string): string {
  const words = label.split(' ').filter((word) => !/^(the|and|of|a|n)$/i.test(word));
  const letters = (words.length > 0 ? words : label.split(' ')).slice(0, 2).map((word) => word.charAt(0));
  return letters.join('').toUpperCase() || '?';
}

/** One line, or two balanced lines when that lets a long name be set larger. */
export function balancedLines(label: string): string[][] {
  const words = label.split(' ');
  const options: string[][] = [[label]];
  if (words.length > 1) {
    let best = 1;
    for (let i = 1; i < words.length; i += 1) {
      const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
      const bestDiff = Math.abs(words.slice(0, best).join(' ').length - words.slice(best).join(' ').length);
      if (diff < bestDiff) best = i;
    }
    options.push([words.slice(0, best).join(' '), words.slice(best).join(' ')]);
  }
  return options;
}
