import { Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { eventStoryFlags } from '../../common/domain/ticketing/event-story-flags';
import { ContentService } from '../content/content.service';

/** What the event story says of booking it (spec 3 §3.2 'Event content'): the API applies it as Book Now does. */
export interface EventBookingContent {
  /** the story names this Vivenu event (its own id or its ROOT's) */
  found: boolean;
  membersOnly: boolean;
  offline: boolean;
  offlineMessage?: string;
}

const NOTHING: EventBookingContent = { found: false, membersOnly: false, offline: false };

/**
 * The event story behind a Vivenu event (the story's `vivenuEventId` is the event's own id, or its ROOT's for a
 * date of a recurrent event), read from the published content (ContentService: cached, refreshed on publish), so a
 * hand-made request meets the same rules as the page: no tickets for an offline event, the terms required of a
 * visitor who is not a member on a members-only one. No story, or a CMS that cannot answer: nothing applies.
 */
@Injectable()
export class TicketingEventContentService {
  private readonly logger = new Logger('TicketingEventContent');

  constructor(private readonly content: ContentService) {}

  async of(centre: CentreConfig, eventIds: Array<string | undefined>): Promise<EventBookingContent> {
    const ids = eventIds.filter((id): id is string => typeof id === 'string' && id !== '');
    if (ids.length === 0) return NOTHING;
    try {
      const stories = await this.content.stories(
        centre,
        { starts_with: 'foundation/events/', filter_query: { vivenuEventId: { in: ids.join(',') } } },
        'published',
      );
      if (stories.length === 0) return NOTHING;
      const flags = stories.map((story) => eventStoryFlags(story.content as Record<string, unknown>));
      const offline = flags.find((story) => story.offline);
      return {
        found: true,
        membersOnly: flags.some((story) => story.membersOnly),
        offline: offline !== undefined,
        ...(offline?.offlineMessage ? { offlineMessage: offline.offlineMessage } : {}),
      };
    } catch (error) {
      this.logger.warn(`Event content of ${ids.join(', ')} not read: ${(error as Error)?.message ?? error}`);
      return NOTHING;
    }
  }
}
