// foundation/gift-guide/<set> and foundation/gift-guide/offers/*: the gift guide's filter set and offers.
import { day, rel } from '../lib/dates.mjs';

export const PRICE_OPTIONS = ['Under $50', '$50 - $100', '$100 - $250', 'Above $250'];

// a tile of the creation panel: the filter types it applies, each value under its key, and its feature image
// (`image: false` leaves it out, so the page shows the placeholder)
function choice(ctx, spec) {
  const content = {
    component: 'gift_guide_choice',
    title: spec.title,
    filterTypes: Object.keys(spec.filters),
    ...spec.filters,
  };
  if (spec.image !== false) content.featureImage = ctx.asset('card', `gifts ${spec.title}`, 'card', '');
  return content;
}

export function buildGiftGuideSet(ctx, set) {
  const filter = (title, filterType, options) => ({
    component: 'gift_guide_filter',
    title,
    filterType,
    options: options.join(','),
  });
  return {
    fullSlug: `foundation/gift-guide/${set.slug}`,
    story: {
      name: set.title,
      content: {
        component: 'gift_guide_set',
        title: set.title,
        filters: [
          // not 'Who are you shopping for?': the creation panel above already asks that
          filter('Who is it for?', 'suitedTo', set.suitedTo),
          filter('What are they into?', 'categories', set.categories),
          filter('Our picks', 'editorialContent', set.editorial),
          filter('Budget', 'price', PRICE_OPTIONS),
        ],
        choices: (set.choices ?? []).map((spec) => choice(ctx, spec)),
      },
    },
  };
}

export function buildGiftGuideOffer(ctx, spec) {
  const content = {
    component: 'gift_guide_offer',
    name: spec.name,
    description: spec.description,
    priceDescription: spec.priceDescription ?? `$${spec.price}`,
    price: spec.price,
    featureImage: ctx.asset('card', spec.name, 'giftOffer', spec.alt ?? spec.name),
    filterTypes: ['categories', 'suitedTo', 'editorialContent', 'price', 'gender'],
    priority: spec.priority ?? 5,
    categories: spec.categories,
    suitedTo: spec.suitedTo,
    editorialContent: spec.editorial ?? [],
    gender: spec.gender,
    startDate: day(spec.from ?? -14, '00:00'),
    expiryDate: day(spec.to ?? 40, '23:59'),
    publishedDate: day(spec.from ?? -14, '09:00'),
  };
  if (spec.store) {
    content.store = rel(ctx.store(spec.store));
    content.storeName = spec.store;
  }
  if (content.editorialContent.length === 0) delete content.editorialContent;
  return { fullSlug: `foundation/gift-guide/offers/${ctx.slugify(spec.name)}`, story: { name: spec.name, content } };
}

export const buildGiftGuideOffers = (ctx, specs) => specs.map((spec) => buildGiftGuideOffer(ctx, spec));
