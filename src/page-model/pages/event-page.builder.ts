import { promotionPageBuilder } from './promotion-page.builder';

/** spec 1 §2.8: event pages (EVENT pill, date summary, dates list with add-to-calendar, location, sponsor). */
export const eventPageBuilder = promotionPageBuilder('event');
