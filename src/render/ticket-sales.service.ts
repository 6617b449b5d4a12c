import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centre.types';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import type { SaleStatus } from '../common/domain/ticketing/ticketing-wire';
import { toAvailability } from '../modules/ticketing/vivenu.mapper';
import { VIVENU, type VivenuPort } from '../modules/ticketing/vivenu.port';

const EVENT_COMPONENT = 'centre_event';

/** The Vivenu event an event story sells tickets for, if it does (spec 3 §3.2 `vivenuEventId`). */
export function ticketedEventIdOf(story: Pick<CmsStory, 'content'> | null | undefined): string | undefined {
  const content = story?.content as { component?: unknown; vivenuEventId?: unknown } | undefined;
  if (content?.component !== EVENT_COMPONENT || typeof content.vivenuEventId !== 'string') return undefined;
  const id = content.vivenuEventId.trim();
  return id === '' ? undefined : id;
}

/**
 * Book Now's sale status on an event's page (spec 3 §2.2: Sold Out, disabled, when the event is sold out), read
 * from Vivenu as the page renders (MapContext.ticketSales). When Vivenu does not answer the page still renders:
 * Book Now then goes by the content's `soldOut`, and the modal says what Vivenu says once pressed.
 */
@Injectable()
export class TicketSalesService {
  private readonly logger = new Logger('TicketSales');

  constructor(@Inject(VIVENU) private readonly vivenu: VivenuPort) {}

  async of(centre: CentreConfig, story: CmsStory | null | undefined): Promise<Record<string, SaleStatus> | undefined> {
    const eventId = ticketedEventIdOf(story);
    if (!eventId) return undefined;
    try {
      const availability = toAvailability(await this.vivenu.publicEvent(centre.slug, eventId));
      return {
        [eventId]: availability.v <= 0 && availability.saleStatus === 'onSale' ? 'soldOut' : availability.saleStatus,
      };
    } catch (error) {
      this.logger.warn(
        `${centre.slug}: no sale status for ${eventId} (${error instanceof Error ? error.message : 'failed'})`,
      );
      return undefined;
    }
  }
}
