import { categoryPageBuilder } from './category-page.builder';
import { competitionPageBuilder } from './competition-page.builder';
import { contentPageBuilder } from './content-page.builder';
import { detailPageBuilder } from './detail-page.builder';
import { eventPageBuilder } from './event-page.builder';
import { newsPageBuilder, offerPageBuilder } from './promotion-page.builder';
import { storePageBuilder } from './store-page.builder';
import type { PageBuilder, PageRoute } from './page-builder';

/**
 * Which builder makes the page of a resolved route. One file per page kind; a kind without a page of its
 * own yet uses the basic detail page.
 */
const FOUNDATION_BUILDERS: Record<string, PageBuilder> = {
  stores: storePageBuilder,
  events: eventPageBuilder,
  offers: offerPageBuilder,
  news: newsPageBuilder,
  'centre-info': contentPageBuilder,
};

const ROUTE_BUILDERS: Record<string, PageBuilder> = {
  content: contentPageBuilder,
  category: categoryPageBuilder,
  competition: competitionPageBuilder,
  'gift-guide-offer': detailPageBuilder('gift-guide-offer'),
};

export function builderFor(route: PageRoute): PageBuilder {
  const builder = route.kind === 'foundation' ? FOUNDATION_BUILDERS[route.foundation] : ROUTE_BUILDERS[route.kind];
  if (!builder) throw new Error(`no page builder for ${route.kind}`);
  return builder;
}
