import type { VivenuCheckoutTicket } from '../../modules/ticketing/vivenu.wire';
import type { SandboxCoupon } from './coupons';

/** A checkout as the sandbox keeps it (Vivenu's own fields, and whether its tickets are taken from stock). */
export interface CheckoutRecord {
  id: string;
  secret: string;
  sellerId: string;
  status: 'NEW' | 'ABORTED' | 'COMPLETE';
  expired: boolean;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  itemId: string;
  eventId?: string;
  lines: VivenuCheckoutTicket[];
  coupon?: SandboxCoupon;
  seatingReservationToken: string | null;
  /** its tickets are taken from stock */
  holding: boolean;
  customer?: { prename: string; lastname: string; email: string; postal?: string; country?: string; phone?: string };
  extraFields?: Record<string, unknown>;
}
