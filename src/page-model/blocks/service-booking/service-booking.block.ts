import type { IslandTiming } from '../../island-timing';
import { defineBlock } from '../block-definition';
import { toServiceBooking, type ServiceBookingModel } from './service-booking.model';

/**
 * spec 3 §2.1: service and class booking over the booking provider. The server renders the first step whole
 * (providers, services, or the date step's frame); the flow is an island. A choosing step hydrates on the first
 * press (the press is replayed), the date step when it comes into view, so its times are asked for before the
 * visitor reaches them. A block with a setup error ships no code.
 */
function bookingIsland(model: ServiceBookingModel): IslandTiming | undefined {
  if (model.setupError) return undefined;
  return model.firstStep === 'booking_details' ? { when: 'visible' } : { when: 'interaction' };
}

export const serviceBookingBlock = defineBlock<ServiceBookingModel>({
  type: 'service_booking',
  island: bookingIsland,
  // the summary step's details are the form engine's fields (forms.css)
  sheets: ['forms', 'booking'],
  map: (raw, ctx) => toServiceBooking(raw, ctx),
});
