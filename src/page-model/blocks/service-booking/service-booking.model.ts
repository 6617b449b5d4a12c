import { bookingSettingsFrom } from '../../../common/domain/booking/booking-settings';
import {
  bookingTypeOf,
  initialStep,
  type BookingStep,
  type BookingType,
} from '../../../common/domain/booking/booking-type';
import { NO_PROVIDER_SETUP, SIMPLYBOOK_SETUP_ERROR } from '../../../common/domain/booking/booking-messages';
import type { BookingBlockRef, BookingCatalogue, BookingSettings } from '../../../common/domain/booking/booking-wire';
import type { MonthSlots } from '../../../common/domain/booking/slots';
import type { CmsBlok } from '../../../common/domain/cms/storyblok.types';
import { zonedDateKey } from '../../../common/domain/time/zoned-time';
import type { MapContext } from '../block-definition';

/** What the booking block renders and its island starts from (spec 3 §2.1, §4.1). */
export interface ServiceBookingModel {
  /** which block this is, for the own API: the server reads the settings from content, never from the browser */
  block: BookingBlockRef;
  settings: BookingSettings;
  /** absent when the block cannot be booked (the setup error shows instead) */
  catalogue?: BookingCatalogue;
  /**
   * a flow that opens on the date step: the month it shows first with its times, as the server read them while
   * rendering (absent when the provider did not answer: the island then asks as it comes into view)
   */
  openingMonth?: MonthSlots;
  type: BookingType;
  /** the step the server renders (spec 3 §4.1 'Initial step') */
  firstStep: BookingStep;
  /** today in the centre's time zone (YYYY-MM-DD): the calendar's first month and the earliest day offered */
  today: string;
  timeZone: string;
  /** spec 3 §8 setup errors: the flow does not start */
  setupError?: string;
}

/** spec 3 §4.1: types missing_provider and unknown show errors, as does a provider the server could not read. */
function setupErrorOf(type: BookingType): string | undefined {
  if (type === 'missing_provider') return NO_PROVIDER_SETUP;
  if (type === 'unknown') return SIMPLYBOOK_SETUP_ERROR;
  return undefined;
}

export function toServiceBooking(raw: CmsBlok, ctx: MapContext): ServiceBookingModel {
  const settings = bookingSettingsFrom(raw as Record<string, unknown>);
  const found = ctx.bookingBlocks?.[raw._uid];
  const catalogue = found && 'catalogue' in found ? found.catalogue : undefined;
  const openingMonth = found && 'catalogue' in found ? found.openingMonth : undefined;
  const type: BookingType = catalogue ? bookingTypeOf(catalogue) : 'unknown';
  // a catalogue the server could not read carries the text to show (setup error, or the provider failed)
  const setupError = found && 'error' in found ? found.error : setupErrorOf(type);
  return {
    block: { page: ctx.pageSlug ?? '', uid: raw._uid },
    settings,
    ...(catalogue && !setupError ? { catalogue } : {}),
    ...(openingMonth && !setupError ? { openingMonth } : {}),
    type,
    firstStep: initialStep(type),
    today: zonedDateKey(ctx.now, ctx.timeZone),
    timeZone: ctx.timeZone,
    ...(setupError ? { setupError } : {}),
  };
}
