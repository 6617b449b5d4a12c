import type {
  VivenuCategory,
  VivenuEventMeta,
  VivenuEventType,
  VivenuExtraField,
  VivenuSellerFees,
  VivenuTaxSettings,
  VivenuTicketType,
} from '../../modules/ticketing/vivenu.wire';
import type { VenueName } from './seating/venues';

/**
 * An event as the sandbox keeps it. `saleStatus`, `v` and `startingPrice` are not kept: they are worked out on
 * every answer from the clock and the stock, so a sold-out or lapsed event reads so at once.
 */
export interface SandboxEvent {
  _id: string;
  name: string;
  sellerId: string;
  start: string;
  end: string;
  timezone: string;
  locationName: string;
  eventType: VivenuEventType;
  rootId?: string;
  childEvents?: string[];
  sellStart?: string;
  max: number;
  min: number;
  categories: VivenuCategory[];
  /** `v` is the remaining stock, changed by holds, sales and the control routes */
  tickets: VivenuTicketType[];
  extraFields: VivenuExtraField[];
  ticketExtraFields: VivenuExtraField[];
  meta: VivenuEventMeta;
  sellerFees: VivenuSellerFees;
  taxSettings: VivenuTaxSettings;
  /** a seated event: its tickets are sold with seats (a ROOT's dates each have a seating event of their own) */
  seating?: boolean;
  /** the seating service's event of this date (contracts.md §3 "Seating service") */
  seatingEventId?: string;
  /** the venue its seating event copies (seating/venues.ts) */
  venue?: VenueName;
}
