// What every builder of one centre shares: the centre profile, its asset helper and its stores by title.
import { asset, SIZES } from '../lib/assets.mjs';
import { slugify } from '../lib/slug.mjs';

export function centreContext(centre) {
  const storeSlugs = new Map();
  return {
    centre,
    /** asset(kind, label, sizeName, alt) of this centre's space */
    asset: (kind, label, size, alt) => asset(centre.spaceId, kind, label, SIZES[size] ?? size, alt),
    registerStore: (title, slug) => storeSlugs.set(title, slug),
    /** full_slug of a store by its title; throws on a typo so relations never dangle */
    store: (title) => {
      const slug = storeSlugs.get(title);
      if (!slug) throw new Error(`${centre.slug}: no store titled "${title}"`);
      return `foundation/stores/${slug}`;
    },
    hasStore: (title) => storeSlugs.has(title),
    slugify,
  };
}
