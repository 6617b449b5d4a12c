import { Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import { bookingSettingsFrom } from '../common/domain/booking/booking-settings';
import { openingBooking } from '../common/domain/booking/booking-type';
import type { BookingCatalogue } from '../common/domain/booking/booking-wire';
import { GENERIC_ERROR, SIMPLYBOOK_SETUP_ERROR } from '../common/domain/booking/booking-messages';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { zonedDateKey } from '../common/domain/time/zoned-time';
import { DomainError } from '../common/server/errors/domain-error';
import type { BookingBlockData } from '../page-model/blocks/block-definition';
import { BookingCatalogueService } from '../modules/booking/booking-catalogue.service';
import { BookingSlotsService } from '../modules/booking/booking-slots.service';

type Blok = Record<string, unknown>;

/** The booking blocks of a page's body (spec 3 §1: a booking is opened from a content block on a page). */
function bookingBloksOf(story: CmsStory | null | undefined): Blok[] {
  const body = (story?.content as { body?: unknown } | undefined)?.body;
  if (!Array.isArray(body)) return [];
  return body.filter(
    (blok): blok is Blok => typeof blok === 'object' && blok !== null && (blok as Blok).component === 'service_booking',
  );
}

/**
 * What a page's booking blocks offer, read from the booking provider before the page is mapped, so the server
 * renders each block's first step whole (issue 14 part 7, decision 0021): its catalogue and, for a flow that opens
 * on the date step, the opening month's times. Keyed by the block's `_uid`; a block whose catalogue cannot be read
 * gets the text the visitor sees instead: the setup error when the centre or block is not set up, the generic
 * error when the provider is down and nothing is cached. A month that cannot be read is left to the island.
 */
@Injectable()
export class BookingCataloguesService {
  private readonly logger = new Logger('BookingCatalogues');

  constructor(
    private readonly catalogues: BookingCatalogueService,
    private readonly slots: BookingSlotsService,
  ) {}

  async of(
    centre: CentreConfig,
    story: CmsStory | null | undefined,
    now: Date,
  ): Promise<Record<string, BookingBlockData> | undefined> {
    const bloks = bookingBloksOf(story);
    if (bloks.length === 0) return undefined;
    const entries = await Promise.all(
      bloks.map(async (blok) => [String(blok._uid), await this.one(centre, blok, now)] as const),
    );
    return Object.fromEntries(entries);
  }

  private async one(centre: CentreConfig, blok: Blok, now: Date): Promise<BookingBlockData> {
    const settings = bookingSettingsFrom(blok);
    let catalogue: BookingCatalogue;
    try {
      catalogue = await this.catalogues.catalogue(centre, settings.serviceIds);
    } catch (error) {
      const setup = error instanceof DomainError && error.code === 'BOOKING.CONFIG.INVALID';
      this.logger.warn(
        `${centre.slug}: booking block ${String(blok._uid)} has no catalogue (${setup ? 'setup' : 'provider failed'})`,
      );
      return { error: setup ? SIMPLYBOOK_SETUP_ERROR : GENERIC_ERROR };
    }
    const opening = openingBooking(catalogue);
    if (!opening) return { catalogue };
    try {
      const today = zonedDateKey(now, centre.timeZone);
      return { catalogue, openingMonth: await this.slots.openingMonth(centre, settings, opening, today) };
    } catch {
      this.logger.warn(`${centre.slug}: booking block ${String(blok._uid)} sends no times (provider failed)`);
      return { catalogue };
    }
  }
}
