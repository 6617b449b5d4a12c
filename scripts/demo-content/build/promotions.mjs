// foundation/offers/* and foundation/news/*: from compact specs whose dates are day offsets from today.
//   offer: { slug, store, title, excerpt, body, terms?, from, to, flags... }
//   news:  { slug, title, excerpt, body, from, to?, store?, flags... }
import { day, rel } from '../lib/dates.mjs';
import { md } from '../lib/rich-text.mjs';

const FLAGS = ['pinToTop', 'notOnLastPromo', 'notOnStoreFilter', 'inCentreOnly'];

function common(ctx, spec, component) {
  const content = {
    component,
    title: spec.title,
    excerpt: spec.excerpt,
    image: ctx.asset('card', spec.image ?? spec.title, 'card', spec.imageAlt ?? spec.title),
    featureImage: ctx.asset('feature', spec.image ?? spec.title, 'feature', spec.imageAlt ?? spec.title),
    body: md(spec.body),
  };
  if (spec.store) content.store = rel(ctx.store(spec.store));
  if (spec.terms) content.terms = md(spec.terms);
  for (const flag of FLAGS) if (spec[flag]) content[flag] = true;
  if (spec.tags) content.tags = spec.tags;
  if (spec.order !== undefined) content.order = spec.order;
  return content;
}

export function buildOffer(ctx, spec) {
  const content = common(ctx, spec, 'centre_offer');
  content.offerStartDate = day(spec.from, '00:00');
  content.offerEndDate = day(spec.to, '23:59');
  // listed while the offer runs
  content.startDate = content.offerStartDate;
  content.endDate = content.offerEndDate;
  return {
    fullSlug: `foundation/offers/${spec.slug}`,
    story: { name: spec.title, content, first_published_at: day(Math.min(spec.from, 0) - 2, '10:00') },
  };
}

export function buildNews(ctx, spec) {
  const content = common(ctx, spec, 'centre_news');
  content.effectiveDate = day(spec.from, '09:00');
  content.startDate = content.effectiveDate;
  if (spec.to !== undefined) {
    content.expiryDate = day(spec.to, '23:59');
    content.endDate = content.expiryDate;
  }
  return {
    fullSlug: `foundation/news/${spec.slug}`,
    story: { name: spec.title, content, first_published_at: day(spec.from, '09:00') },
  };
}

export const buildOffers = (ctx, specs) => specs.map((spec) => buildOffer(ctx, spec));
export const buildNewsItems = (ctx, specs) => specs.map((spec) => buildNews(ctx, spec));
