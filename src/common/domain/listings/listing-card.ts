import type { CompetitionContent } from '../cms/competition-content.types';
import type { EventContent, NewsContent, OfferContent, PromotionFields } from '../cms/foundation-content.types';
import type { CmsAsset, CmsStory } from '../cms/storyblok.types';

/** spec 1 §9: the card types of listings (stores have their own directory rules). */
export type CardKind = 'events' | 'news' | 'offers' | 'competitions';

/**
 * spec 1 §3 'Offer/event/news card': one shape for every promotion-like story, so the listing rules
 * (visibility, order, latest) read the same fields whatever the story type.
 * Dates are the CMS's centre-local wall times ('YYYY-MM-DD HH:mm' or 'YYYY-MM-DD'); blank means unset.
 */
export interface ListingCard {
  kind: CardKind;
  /** the story id: the content id of /events/{id}/{slug} */
  id: number;
  uuid: string;
  slug: string;
  title: string;
  description: string;
  image?: CmsAsset;
  /** store uuid */
  store?: string;
  startDate?: string;
  endDate?: string;
  effectiveDate?: string;
  expiryDate?: string;
  offerStartDate?: string;
  offerEndDate?: string;
  eventStartDate?: string;
  eventEndDate?: string;
  /** events only: a card without appointmentRecurrence is hidden (spec 1 §5) */
  hasRecurrence: boolean;
  pinToTop: boolean;
  notOnLastPromo: boolean;
  notOnStoreFilter: boolean;
  inCentreOnly: boolean;
  tags: string[];
}

type PromotionStory = CmsStory<EventContent> | CmsStory<NewsContent> | CmsStory<OfferContent>;

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function base(story: CmsStory, kind: CardKind) {
  return { kind, id: story.id, uuid: story.uuid, slug: story.slug };
}

/** An event, news or offer story as a listing card. */
export function promotionCard(story: PromotionStory, kind: Exclude<CardKind, 'competitions'>): ListingCard {
  const content = story.content as PromotionFields &
    Partial<Pick<EventContent, 'eventStartDate' | 'eventEndDate' | 'appointmentRecurrence'>> &
    Partial<Pick<OfferContent, 'offerStartDate' | 'offerEndDate'>>;
  return {
    ...base(story, kind),
    title: str(content.title) ?? '',
    description: str(content.excerpt) ?? '',
    image: content.image?.filename ? content.image : content.featureImage?.filename ? content.featureImage : undefined,
    store: str(content.store),
    startDate: str(content.startDate),
    endDate: str(content.endDate),
    effectiveDate: str(content.effectiveDate),
    expiryDate: str(content.expiryDate),
    offerStartDate: str(content.offerStartDate),
    offerEndDate: str(content.offerEndDate),
    eventStartDate: str(content.eventStartDate),
    eventEndDate: str(content.eventEndDate),
    hasRecurrence: Array.isArray(content.appointmentRecurrence) && content.appointmentRecurrence.length > 0,
    pinToTop: Boolean(content.pinToTop),
    notOnLastPromo: Boolean(content.notOnLastPromo),
    notOnStoreFilter: Boolean(content.notOnStoreFilter),
    inCentreOnly: Boolean(content.inCentreOnly),
    tags: Array.isArray(content.tags) ? content.tags.filter((tag): tag is string => typeof tag === 'string') : [],
  };
}

/** A competition story as a listing card: its window is effectiveDate to expiryDate. */
export function competitionCard(story: CmsStory<CompetitionContent>): ListingCard {
  const content = story.content;
  return {
    ...base(story, 'competitions'),
    title: str(content.competition_name) ?? '',
    description: str(content.tagline) ?? '',
    image: content.heroImage?.filename ? content.heroImage : undefined,
    effectiveDate: str(content.effectiveDate),
    expiryDate: str(content.expiryDate),
    hasRecurrence: false,
    pinToTop: Boolean(content.pinToTop),
    notOnLastPromo: false,
    notOnStoreFilter: false,
    inCentreOnly: Boolean(content.inCentreOnly),
    tags: [],
  };
}

/** spec 1 §2.1: /events/{id}/{slug}, /offers/{id}/{slug}, /news/{id}/{slug}; competitions/{slug}. */
export function cardHref(card: Pick<ListingCard, 'kind' | 'id' | 'slug'>): string {
  return card.kind === 'competitions' ? `/competitions/${card.slug}` : `/${card.kind}/${card.id}/${card.slug}`;
}
