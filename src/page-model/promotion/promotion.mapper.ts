import type {
  EventContent,
  NewsContent,
  OfferContent,
  StoreContent,
} from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { eventDates } from '../../common/domain/events/event-dates';
import { centreToday } from '../../common/domain/hours/centre-day';
import type { TradingHours } from '../../common/domain/hours/trading-hours';
import { AssetHost, toImage } from '../../common/domain/images/cms-image';
import { newsDates, offerDates } from '../../common/domain/promotions/promotion-dates';
import type { EventDetails, PromotionPageModel } from './promotion.model';
import type { MapContext } from '../blocks/block-definition';
import { ticketingEventContent } from '../ticketing/ticketing-event.mapper';

export interface PromotionMapInput {
  kind: PromotionPageModel['kind'];
  story: CmsStory;
  stores: CmsStory<StoreContent>[];
  assets: AssetHost;
  timeZone: string;
  now: Date;
  shareUrl: string;
  editUrl?: string;
  /** the centre's name and hours: an event's date on which the centre is closed all day says so */
  centre?: { name: string; hours?: TradingHours };
  /** the centre's slug and the sale statuses the server read (Book Now) */
  ticketing?: Pick<MapContext, 'centreSlug' | 'ticketSales'>;
}

const TYPE_LABELS: Record<PromotionPageModel['kind'], string> = { event: 'Event', offer: 'Offer', news: 'News' };

/** Maps an event, news or offer story to its page (spec 1 §2.8). */
export function toPromotionPage(input: PromotionMapInput): PromotionPageModel {
  const content = input.story.content as EventContent | NewsContent | OfferContent;
  const title = content.title?.trim() || input.story.name;
  const image = toImage(content.featureImage, input.assets, title) ?? toImage(content.image, input.assets, title);
  const store = storeLink(content.store, input.stores);
  const base: PromotionPageModel = {
    kind: input.kind,
    typeLabel: TYPE_LABELS[input.kind],
    title,
    excerpt: content.excerpt?.trim() || undefined,
    image,
    body: content.body,
    terms: content.terms,
    ...(store ? { store } : {}),
    shareUrl: input.shareUrl,
    ...(input.editUrl ? { editUrl: input.editUrl } : {}),
  };
  if (input.kind === 'offer') {
    const offer = content as OfferContent;
    return { ...base, dates: offerDates(offer.offerStartDate, offer.offerEndDate, input.timeZone, input.now) };
  }
  if (input.kind === 'news') return { ...base, dates: newsDates(content.effectiveDate, content.expiryDate, input.timeZone) };
  return { ...base, event: eventDetails(input.story as CmsStory<EventContent>, input) };
}

function eventDetails(story: CmsStory<EventContent>, input: PromotionMapInput): EventDetails {
  const content = story.content;
  const facts = [content.freeEvent ? 'Free event' : '', content.bookingRequired ? 'Bookings required' : ''].filter(Boolean);
  const sponsor = storeLink(content.inConjunction, input.stores);
  const ticketing = ticketingEventContent(story, input.ticketing ?? {});
  return {
    dates: eventDates(content.appointmentRecurrence?.[0], centreToday(input.now, input.timeZone), input.centre),
    location: content.location?.trim() || undefined,
    facts,
    ...(sponsor ? { inConjunction: sponsor } : {}),
    calendarHref: `/api/events/${story.id}/calendar.ics`,
    ...(ticketing ? { ticketing } : {}),
  };
}

/** A store uuid as a link to its page: /stores/{slug}. */
function storeLink(uuid: string | undefined, stores: CmsStory<StoreContent>[]): { name: string; href: string } | undefined {
  if (!uuid) return undefined;
  const store = stores.find((candidate) => candidate.uuid === uuid);
  return store ? { name: store.content.title || store.name, href: `/stores/${store.slug}` } : undefined;
}
