import type { RichTextNode } from '../../common/domain/cms/storyblok.types';
import type { EventDates } from '../../common/domain/events/event-dates';
import type { ImageModel } from '../../common/domain/images/cms-image';
import type { PromotionDates } from '../../common/domain/promotions/promotion-dates';
import type { TicketingEventContent } from '../../common/domain/ticketing/ticketing-wire';

/** spec 1 §2.8: an event, news or offer page. */
export interface PromotionPageModel {
  kind: 'event' | 'offer' | 'news';
  /** 'Event', 'Offer' or 'News' */
  typeLabel: string;
  title: string;
  excerpt?: string;
  /** offers and news: the date label and range */
  dates?: PromotionDates;
  /** events: the dates list and summary */
  event?: EventDetails;
  image?: ImageModel;
  body?: RichTextNode;
  terms?: RichTextNode;
  /** the store the promotion belongs to */
  store?: { name: string; href: string };
  /** the canonical URL, for the share buttons */
  shareUrl: string;
  /** editors only: the story in the CMS */
  editUrl?: string;
}

export interface EventDetails {
  dates: EventDates;
  location?: string;
  /** 'Free event', 'Bookings required' */
  facts: string[];
  /** 'In conjunction with' sponsor, linking to /stores/{slug} */
  inConjunction?: { name: string; href: string };
  /** /api/events/{id}/calendar.ics: add `?session=<n>` */
  calendarHref: string;
  /** an event that sells tickets (spec 3 §2.2): Book Now's content, rendered by the server */
  ticketing?: TicketingEventContent;
}
