import type { IslandTiming } from '../../island-timing';
import { defineBlock } from '../block-definition';
import { toServiceBooking, type ServiceBookingModel } from './service-booking.model';

/**
 * spec 3 §2.1: service and class booking over the booking provider. The server renders the first step whole
 * (providers, services, or the date step with its opening month's times); the flow is an island that hydrates on
 * the first press (the press is replayed), so the page starts no React. A date step whose times the server could
 * not read hydrates as it comes into view instead, so its times are asked for before the visitor reaches them.
 * A block with a setup error ships no code.
 */
function bookingIsland(model: ServiceBookingModel): IslandTiming | undefined {
  if (model.setupError) return undefined;
  return model.firstStep === 'booking_details' && !model.openingMonth ? { when: 'visible' } : { when: 'interaction' };
}

export const serviceBookingBlock = defineBlock<ServiceBookingModel>({
  type: 'service_booking',
  island: bookingIsland,
  // the summary step's details are the form engine's fields (forms.css)
  sheets: ['forms', 'booking'],
  map: (raw, ctx) => toServiceBooking(raw, ctx),
});
