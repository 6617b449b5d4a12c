// CMS asset objects whose file names the CMS sandbox turns into artwork: `<kind>-<label-words>.svg`.
import { createHash } from 'node:crypto';
import { slugify } from './slug.mjs';

export const SIZES = {
  hero: [1920, 900],
  heroTall: [1200, 800],
  card: [520, 340],
  logo: [400, 400],
  giftOffer: [400, 400],
  feature: [1200, 800],
  mobile: [750, 1000],
  icon: [96, 96],
  person: [400, 400],
  map: [1200, 800],
  wide: [1600, 600],
};

/**
 * An asset of `spaceId`: kind is logo, hero, feature, card, icon, person or map; `label` becomes the words
 * drawn on the artwork. `alt` is required: pass '' only for a purely decorative image.
 */
export function asset(spaceId, kind, label, [width, height], alt) {
  if (typeof alt !== 'string') throw new Error(`asset ${kind}-${label}: alt text is required`);
  const words = slugify(label);
  const hash = createHash('sha1').update(`${spaceId}/${kind}/${words}/${width}x${height}`).digest('hex').slice(0, 10);
  return { filename: `https://a.storyblok.com/f/${spaceId}/${width}x${height}/${hash}/${kind}-${words}.svg`, alt };
}
