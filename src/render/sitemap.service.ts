import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { CompetitionContent } from '../common/domain/cms/competition-content.types';
import type { GiftGuideOfferContent, StoreContent } from '../common/domain/cms/foundation-content.types';
import { isListedStoreContent } from '../common/domain/directory/directory-entry';
import type { PageContent } from '../common/domain/cms/site-content.types';
import { isGiftOfferLive } from '../common/domain/gift-guide/gift-offer';
import { storyHref } from '../common/domain/links/link-rules';
import { zonedToInstant } from '../common/domain/time/zoned-time';
import { ContentService } from '../modules/content/content.service';

/** Folders whose stories are pages, and how their URL is built. Events, offers and news carry their id. */
const ID_ROUTES: Array<[string, string]> = [
  ['foundation/events/', '/events'],
  ['foundation/offers/', '/offers'],
  ['foundation/news/', '/news'],
];
const CATEGORY_FOLDER = 'foundation/categories/';
const SLUG_FOLDERS = ['foundation/stores/', 'foundation/centre-info/', CATEGORY_FOLDER];

/** The categories and sub-categories a listed store is in: their pages show stores; the others say there are none. */
function categoriesWithStores(stores: Array<{ content: unknown }>): Set<string> {
  const found = new Set<string>();
  for (const { content } of stores) {
    const store = content as Partial<StoreContent>;
    if (isListedStoreContent(store)) for (const id of [...(store.categories ?? []), ...(store.subcategories ?? [])]) found.add(id);
  }
  return found;
}

/**
 * The public URLs of a centre for /sitemap.xml: noIndex pages, expired and in-centre-only competitions, gift-guide
 * offers outside their dates (their pages are the not-found page) and categories no listed store is in (their pages
 * say there is nothing to show) left out.
 */
@Injectable()
export class SitemapService {
  constructor(private readonly content: ContentService) {}

  async paths(centre: CentreConfig, now: Date): Promise<string[]> {
    const [pages, competitions, giftOffers, stores, index] = await Promise.all([
      this.content.stories(centre, { starts_with: 'pages/', excluding_fields: 'body,header' }, 'published'),
      this.content.stories(centre, { starts_with: 'competitions/', excluding_fields: 'fields' }, 'published'),
      this.content.stories(centre, { starts_with: 'foundation/gift-guide/offers/' }, 'published'),
      this.content.stories(centre, { starts_with: 'foundation/stores/' }, 'published'),
      this.content.index(centre, 'published'),
    ]);
    const stocked = categoriesWithStores(stores);
    const paths = new Set<string>();
    for (const story of pages) {
      if ((story.content as PageContent).noIndex) continue;
      const href = storyHref(story.full_slug);
      if (href) paths.add(href);
    }
    for (const link of Object.values(index.bySlug)) {
      const idRoute = ID_ROUTES.find(([folder]) => link.fullSlug.startsWith(folder));
      if (idRoute) paths.add(`${idRoute[1]}/${link.id}/${link.fullSlug.slice(idRoute[0].length)}`);
      else if (SLUG_FOLDERS.some((folder) => link.fullSlug.startsWith(folder))) {
        if (link.fullSlug.startsWith(CATEGORY_FOLDER) && !stocked.has(link.uuid)) continue;
        const href = storyHref(link.fullSlug);
        if (href) paths.add(href);
      }
    }
    for (const story of competitions) {
      const competition = story.content as CompetitionContent;
      const expiry = competition.expiryDate ? zonedToInstant(competition.expiryDate, centre.timeZone) : undefined;
      if (competition.inCentreOnly || (expiry && expiry.getTime() < now.getTime())) continue;
      paths.add(`/${story.full_slug}`);
    }
    for (const story of giftOffers) {
      if (!isGiftOfferLive(story.content as GiftGuideOfferContent, now, centre.timeZone)) continue;
      const href = storyHref(story.full_slug);
      if (href) paths.add(href);
    }
    return [...paths].sort();
  }
}

const escapeXml = (value: string): string =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
