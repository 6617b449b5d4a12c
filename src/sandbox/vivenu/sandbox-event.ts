import type {
  VivenuCategory,
  VivenuEventMeta,
  VivenuEventType,
  VivenuExtraField,
  VivenuSellerFees,
  VivenuTaxSettings,
  VivenuTicketType,
} from '../../modules/ticketing/vivenu.wire';

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
}
