import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centre.types';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import type { SaleStatus } from '../common/domain/ticketing/ticketing-wire';
import type { ContentVersion } from '../modules/content/content.port';
import { toAvailability } from '../modules/ticketing/vivenu.mapper';
import { VIVENU, type VivenuPort } from '../modules/ticketing/vivenu.port';
import { CollectionsService } from './collections.service';

const EVENT_COMPONENT = 'centre_event';
const TICKETING_BLOCKS = new Set(['book_event', 'event_ticketing']);
/** a page names a few events at most (the demo's Tickets page nine); past this many the rest go by their content */
const MOST_EVENTS_READ = 12;

/** The Vivenu event an event story sells tickets for, if it does (spec 3 §3.2 `vivenuEventId`). */
export function ticketedEventIdOf(story: Pick<CmsStory, 'content'> | null | undefined): string | undefined {
  const content = story?.content as { component?: unknown; vivenuEventId?: unknown } | undefined;
  if (content?.component !== EVENT_COMPONENT || typeof content.vivenuEventId !== 'string') return undefined;
  const id = content.vivenuEventId.trim();
  return id === '' ? undefined : id;
}

/** The event stories (uuids) a page's book_event and event_ticketing blocks name, anywhere in its content. */
export function ticketingBlockEvents(node: unknown, into = new Set<string>(), depth = 0): Set<string> {
  if (depth > 12 || typeof node !== 'object' || node === null) return into;
  if (Array.isArray(node)) {
    for (const item of node) ticketingBlockEvents(item, into, depth + 1);
    return into;
  }
  const record = node as Record<string, unknown>;
  if (
    typeof record.component === 'string' &&
    TICKETING_BLOCKS.has(record.component) &&
    typeof record.event === 'string'
  ) {
    into.add(record.event);
  }
  for (const value of Object.values(record))
    if (typeof value === 'object') ticketingBlockEvents(value, into, depth + 1);
  return into;
}

/**
 * Book Now's sale status (spec 3 §2.2: Sold Out, disabled, when the event is sold out) for the event of an event
 * page and the events a page's book_event and event_ticketing blocks name, read from Vivenu as the page renders
 * (MapContext.ticketSales). An event Vivenu does not answer for goes by its content's `soldOut`, and the modal
 * says what Vivenu says once pressed; the page renders either way.
 */
@Injectable()
export class TicketSalesService {
  private readonly logger = new Logger('TicketSales');

  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    private readonly collections: CollectionsService,
  ) {}

  async of(
    centre: CentreConfig,
    story: CmsStory | null | undefined,
    version: ContentVersion = 'published',
  ): Promise<Record<string, SaleStatus> | undefined> {
    const eventIds = await this.ticketedEventsOf(centre, story, version);
    if (eventIds.length === 0) return undefined;
    const read = await Promise.all(
      eventIds.slice(0, MOST_EVENTS_READ).map(async (id) => [id, await this.statusOf(centre, id)] as const),
    );
    const known = read.filter((entry): entry is readonly [string, SaleStatus] => entry[1] !== undefined);
    return known.length > 0 ? Object.fromEntries(known) : undefined;
  }

  private async ticketedEventsOf(
    centre: CentreConfig,
    story: CmsStory | null | undefined,
    version: ContentVersion,
  ): Promise<string[]> {
    const own = ticketedEventIdOf(story);
    if (own) return [own];
    const named = ticketingBlockEvents(story?.content);
    if (named.size === 0) return [];
    try {
      const { events = [] } = await this.collections.load(centre, version, ['events']);
      const byUuid = new Map(events.map((event) => [event.uuid, event]));
      // in the page's order, so the events read are the page's first
      return [...named].flatMap((uuid) => ticketedEventIdOf(byUuid.get(uuid)) ?? []);
    } catch (error) {
      this.logger.warn(
        `${centre.slug}: the events of ${story?.full_slug ?? 'a page'} not read (${(error as Error)?.message ?? error})`,
      );
      return [];
    }
  }

  private async statusOf(centre: CentreConfig, eventId: string): Promise<SaleStatus | undefined> {
    try {
      const availability = toAvailability(await this.vivenu.publicEvent(centre.slug, eventId));
      return availability.v <= 0 && availability.saleStatus === 'onSale' ? 'soldOut' : availability.saleStatus;
    } catch (error) {
      this.logger.warn(
        `${centre.slug}: no sale status for ${eventId} (${error instanceof Error ? error.message : 'failed'})`,
      );
      return undefined;
    }
  }
}
