import type { CompetitionContent } from '../../../common/domain/cms/competition-content.types';
import type {
  CategoryContent,
  EventContent,
  NewsContent,
  OfferContent,
  StoreContent,
} from '../../../common/domain/cms/foundation-content.types';
import type { CmsStory, RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { isListedStoreContent } from '../../../common/domain/directory/directory-entry';
import { isCardVisible } from '../../../common/domain/listings/card-visibility';
import { cardHref, competitionCard, ListingCard, promotionCard } from '../../../common/domain/listings/listing-card';
import { excerptOf, richTextWords } from '../../../common/domain/text/readable-text';
import type { SearchEntry } from './search-entry';
import { openingLine, pageText } from '../../../common/domain/text/page-text';

/** The published stories the search covers, by folder (one cached listing each). */
export interface SearchStories {
  stores: Array<CmsStory<StoreContent>>;
  categories: Array<CmsStory<CategoryContent>>;
  events: Array<CmsStory<EventContent>>;
  news: Array<CmsStory<NewsContent>>;
  offers: Array<CmsStory<OfferContent>>;
  competitions: Array<CmsStory<CompetitionContent>>;
  pages: CmsStory[];
}

export const SEARCH_FOLDERS: Record<keyof SearchStories, string[]> = {
  stores: ['foundation/stores/'],
  categories: ['foundation/categories/'],
  events: ['foundation/events/'],
  news: ['foundation/news/'],
  offers: ['foundation/offers/'],
  competitions: ['competitions/', 'national-competitions/'],
  pages: ['pages/', 'foundation/centre-info/'],
};

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str).filter((item) => item !== '') : [];
const words = (doc: unknown): string => richTextWords(doc as RichTextNode | undefined);
const join = (...parts: string[]): string => parts.filter((part) => part !== '').join('\n');

/** Every searchable entry of a centre. No contact details (a store's phone or email) are indexed. */
export function searchEntries(stories: SearchStories): SearchEntry[] {
  const categoryTitles = new Map(stories.categories.map((story) => [story.uuid, str(story.content?.title)]));
  const storeTitles = new Map(stories.stores.map((story) => [story.uuid, str(story.content?.title)]));
  return [
    ...stories.stores.flatMap((story) => storeEntry(story, categoryTitles)),
    ...stories.offers.map((story) => promotionEntry(promotionCard(story, 'offers'), story, storeTitles)),
    ...stories.events.map((story) => promotionEntry(promotionCard(story, 'events'), story, storeTitles)),
    ...stories.news.map((story) => promotionEntry(promotionCard(story, 'news'), story, storeTitles)),
    ...stories.competitions.map(competitionEntry),
    ...stories.pages.flatMap(pageEntry),
  ].filter((entry) => entry.title !== '');
}

/** spec 1 §5: only the stores the directory lists (open, with title, image and trading hours). */
function storeEntry(story: CmsStory<StoreContent>, categoryTitles: Map<string, string>): SearchEntry[] {
  const store = story.content;
  if (!store || !isListedStoreContent(store)) return [];
  const title = str(store.title);
  const categories = [...strings(store.categories), ...strings(store.subcategories)].map(
    (id) => categoryTitles.get(id) ?? '',
  );
  const description = join(words(store.preDescription), words(store.description));
  return [
    {
      id: `stores:${story.uuid}`,
      type: 'stores',
      title,
      keywords: join(
        str(store.keywords),
        ...categories,
        ...strings(store.cuisines),
        ...strings(store.mealTimes),
        str(store.precinct),
      ),
      body: description,
      link: `/stores/${story.slug}`,
      excerpt: excerptOf(words(store.description) || str(store.keywords)),
    },
  ];
}

function promotionEntry(card: ListingCard, story: CmsStory, storeTitles: Map<string, string>): SearchEntry {
  const content = story.content as { body?: unknown };
  const body = words(content.body);
  return {
    id: `${card.kind}:${story.uuid}`,
    type: card.kind,
    title: card.title,
    keywords: join(...card.tags, card.store ? (storeTitles.get(card.store) ?? '') : ''),
    body: join(card.description, body),
    link: cardHref(card),
    excerpt: excerptOf(card.description || body),
    visibleAt: (now, timeZone) => isCardVisible(card, now, timeZone),
  };
}

function competitionEntry(story: CmsStory<CompetitionContent>): SearchEntry {
  const card = competitionCard(story);
  return {
    id: `competitions:${story.uuid}`,
    type: 'competitions',
    title: card.title,
    keywords: '',
    body: join(card.description, words(story.content?.minimalTerms)),
    link: cardHref(card),
    excerpt: excerptOf(card.description),
    visibleAt: (now, timeZone) => isCardVisible(card, now, timeZone),
  };
}

/** Content pages and centre information; pages kept out of search engines (noIndex) are kept out here too. */
function pageEntry(story: CmsStory): SearchEntry[] {
  const content = story.content as
    { title?: unknown; noIndex?: unknown; metaDescription?: unknown; body?: unknown } | undefined;
  if (!content || content.noIndex === true) return [];
  const link = pageLink(story.full_slug);
  if (!link) return [];
  const title = str(content.title) || str(story.name);
  const body = pageText(content.body);
  return [
    {
      id: `pages:${story.uuid}`,
      type: 'pages',
      title,
      keywords: '',
      body,
      link,
      excerpt: excerptOf(str(content.metaDescription) || openingLine(body)),
    },
  ];
}

/** spec 1 §2.1: pages/home is '/', pages/<path> is '/<path>', foundation/centre-info/<slug> is '/centre-info/<slug>'. */
export function pageLink(fullSlug: string): string | undefined {
  if (fullSlug === 'pages/home') return '/';
  if (fullSlug.startsWith('pages/')) return `/${fullSlug.slice('pages/'.length).replace(/\/+$/, '')}`;
  if (fullSlug.startsWith('foundation/centre-info/'))
    return `/centre-info/${fullSlug.slice('foundation/centre-info/'.length)}`;
  return undefined;
}
