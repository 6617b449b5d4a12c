/** A CMS boolean: the CMS writes them as true, 'true' or a ticked box. */
export const cmsFlag = (value: unknown): boolean => value === true || value === 'true';

/**
 * What an event story says of selling its tickets (spec 3 §3.2 'Event content'), read the same way by Book Now and
 * the ticketing modal (the page model) and by the ticketing API (a hand-made request meets the page's rules).
 */
export interface EventStoryFlags {
  /** no tickets are sold online: Book Now shows the offline message */
  offline: boolean;
  /** a visitor who is not a member must accept the terms */
  membersOnly: boolean;
  /** the offline message, trimmed; none when the story leaves it empty */
  offlineMessage?: string;
}

/** The offline and members-only flags of an event story's content, and its offline message. */
export function eventStoryFlags(content: {
  offline?: unknown;
  membersOnly?: unknown;
  offlineMessage?: unknown;
}): EventStoryFlags {
  const message = typeof content.offlineMessage === 'string' ? content.offlineMessage.trim() : '';
  return {
    offline: cmsFlag(content.offline),
    membersOnly: cmsFlag(content.membersOnly),
    ...(message ? { offlineMessage: message } : {}),
  };
}
