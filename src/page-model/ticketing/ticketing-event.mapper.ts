/**
 * An event story's ticketing content (spec 3 §3.2 'Event content') as Book Now and the ticketing modal take it
 * (TicketingEventContent). Shared by the event page and the book_event and event_ticketing blocks, so the three
 * show the same Book Now for the same event.
 */
import type { EventContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { cmsFlag, eventStoryFlags } from '../../common/domain/ticketing/event-story-flags';
import type { TicketingEventContent } from '../../common/domain/ticketing/ticketing-wire';
import type { MapContext } from '../blocks/block-definition';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The event's ticketing content, or undefined when it sells no tickets (no vivenuEventId). The sale status is
 * what the server read for this page (ctx.ticketSales, keyed by the Vivenu id); without it Book Now goes by the
 * content's `soldOut` alone.
 */
export function ticketingEventContent(
  story: Pick<CmsStory<EventContent>, 'name' | 'content'>,
  ctx: Pick<MapContext, 'centreSlug' | 'ticketSales'>,
): TicketingEventContent | undefined {
  const content = story.content;
  const vivenuEventId = text(content.vivenuEventId);
  if (!vivenuEventId) return undefined;
  const { offline, membersOnly, offlineMessage } = eventStoryFlags(content);
  const optional = {
    offlineMessage,
    membershipName: text(content.membershipName),
    ticketInfo: text(content.ticketInfo),
    questionInfo: text(content.questionInfo),
    bookingTerms: text(content.bookingTerms),
    privacyPolicy: text(content.privacyPolicy),
    privacyNotice: text(content.privacyNotice),
    serviceConditions: text(content.serviceConditions),
    analyticsFormName: text(content.analyticsFormName),
    saleStatus: ctx.ticketSales?.[vivenuEventId],
  };
  return {
    centreSlug: ctx.centreSlug ?? '',
    title: text(content.title) ?? story.name,
    vivenuEventId,
    offline,
    soldOut: cmsFlag(content.soldOut),
    membersOnly,
    ...(cmsFlag(content.invertColors) ? { invertColors: true } : {}),
    ...(cmsFlag(content.fullDayEvent) ? { fullDayEvent: true } : {}),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
