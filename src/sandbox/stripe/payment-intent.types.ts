/** A PaymentIntent as the sandbox keeps it: of a card, only brand, last four digits and expiry. */
import type { CardDetails } from './test-cards';

export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface PaymentMethodRecord {
  id: string;
  card: Omit<CardDetails, 'outcome'>;
  billingDetails: Record<string, unknown>;
}

export interface IntentRecord {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  paymentMethodTypes: string[];
  created: number;
  paymentMethod?: PaymentMethodRecord;
  latestCharge?: string;
  lastPaymentError?: Record<string, unknown>;
  canceledAt?: number;
  cancellationReason?: string;
  /** what refunds gave back of the charge so far (refunds.ts) */
  amountRefunded?: number;
}
