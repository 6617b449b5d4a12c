import type { CallLog } from '../property-api/property-api-sandbox.types';
import type { FaultSwitch } from '../shared/sandbox-fault.types';

export interface StripeSandboxOptions {
  /** the secret key the server side must send */
  secretKey: string;
  /** the publishable key a browser-side confirm sends with the intent's client_secret */
  publishableKey: string;
  /** the sandbox clock: `created`, card expiry (default: the wall clock) */
  now?: () => Date;
  host?: string;
  port?: number;
}

/** A PaymentIntent as tests see it (the card's last four digits only). */
export interface IntentSummary {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  last4: string | null;
  /** cents refunded so far */
  refunded: number;
}

export interface StripeSandbox {
  /** what integrations.keys.stripeApiUrl points at, e.g. http://127.0.0.1:43123 (routes under /v1) */
  url: string;
  secretKey: string;
  publishableKey: string;
  faults: FaultSwitch;
  /** every API call; bodies are recorded without card numbers or CVCs */
  requests: CallLog;
  intents(): IntentSummary[];
  intent(id: string): IntentSummary | undefined;
  close(): Promise<void>;
}
