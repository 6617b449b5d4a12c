import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { EventContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { expandRecurrence } from '../../common/domain/events/recurrence';
import { DomainError } from '../../common/server/errors/domain-error';
import { ContentService } from '../../modules/content/content.service';
import { SiteDataService } from '../site-data.service';
import { buildIcs, icsFilename } from './ics-calendar';

export interface CalendarFile {
  filename: string;
  body: string;
}

/** spec 1 §2.8: the add-to-calendar download of one session of a centre event, in the centre's time zone. */
@Injectable()
export class EventCalendarService {
  constructor(
    private readonly content: ContentService,
    private readonly siteData: SiteDataService,
  ) {}

  /**
   * The .ics file of session `session` (its index in the event's full expansion, as the event page links it).
   * Throws CALENDAR.NOT_FOUND for an unknown event or session.
   */
  async sessionFile(centre: CentreConfig, eventId: string, session: number, origin: string, now: Date): Promise<CalendarFile> {
    const story = /^\d+$/.test(eventId) ? ((await this.content.story(centre, eventId, 'published')) as CmsStory<EventContent> | null) : null;
    if (!story || story.content.component !== 'centre_event' || !story.full_slug.startsWith('foundation/events/')) throw notFound();
    const expansion = expandRecurrence(story.content.appointmentRecurrence?.[0]);
    const chosen = expansion && expansion.pattern !== 'unknown' ? expansion.sessions[session] : undefined;
    if (!chosen) throw notFound();
    const { site } = await this.siteData.get(centre, 'published');
    const place = [story.content.location, site.centre.name, site.centre.streetAddress, site.centre.suburb].filter((part) => part && part.trim()).join(', ');
    const body = buildIcs({
      uid: `event-${story.id}-session-${session}@${centre.slug}.atrium`,
      summary: story.content.title || story.name,
      description: story.content.excerpt,
      location: place,
      url: `${origin}/events/${story.id}/${story.slug}`,
      session: chosen,
      timeZone: centre.timeZone,
      stamp: now,
    });
    return { filename: icsFilename(story.content.title || story.name, chosen), body };
  }
}

function notFound(): DomainError {
  return new DomainError('CALENDAR.NOT_FOUND', 'This event session could not be found.');
}
