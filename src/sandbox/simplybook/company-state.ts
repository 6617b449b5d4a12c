/**
 * One demo company's mutable state: its clients, bookings and invoices. Holds lapse lazily: every call that
 * reads or changes the state first settles the holds whose ten minutes are up (spec 3 §5.1).
 */
import { createHash, randomBytes } from 'node:crypto';
import { zonedParts } from '../../common/domain/time/zoned-time';

export const HOLD_MS = 10 * 60 * 1000;

export type BookingStatus = 'held' | 'confirmed' | 'lapsed' | 'cancelled';

export interface ClientRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
}

export interface BookingRecord {
  id: number;
  eventId: number;
  unitId: number;
  clientId: number;
  date: string;
  /** minutes after midnight, centre time */
  start: number;
  end: number;
  count: number;
  createdAt: number;
  /** held bookings only: when the hold lapses (ms) */
  heldUntil?: number;
  status: BookingStatus;
  code: string;
  hash: string;
  invoiceId?: number;
  additional: Record<string, unknown>;
}

export interface InvoiceLine {
  type: 'booking' | 'product';
  name: string;
  priceCents: number;
  qty: number;
  /** booking lines: the service booked */
  serviceId?: number;
}

export interface InvoiceRecord {
  id: number;
  number: string;
  createdAt: number;
  dueAt: number;
  lines: InvoiceLine[];
  promo?: { code: string; discountCents: number };
  status: 'new' | 'paid' | 'cancelled';
  bookingIds: number[];
  payment?: { processor: string; reference: string };
}

export interface CompanySettings {
  login: string;
  apiKey: string;
  secretKey: string;
  timeZone: string;
}

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A company's diary as it is kept on disk (diary-file.ts): everything but its settings. */
export interface CompanyDiary {
  bookings: BookingRecord[];
  invoices: InvoiceRecord[];
  clients: ClientRecord[];
  nextBooking: number;
  nextInvoice: number;
  nextClient: number;
}

export class CompanyState {
  readonly bookings = new Map<number, BookingRecord>();
  readonly invoices = new Map<number, InvoiceRecord>();
  private readonly clients = new Map<string, ClientRecord>();
  private nextBooking = 1;
  private nextInvoice = 1;
  private nextClient = 1;

  constructor(readonly settings: CompanySettings) {}

  /** Marks holds whose time is up as lapsed: their places are free again. */
  settle(nowMs: number): void {
    for (const booking of this.bookings.values()) {
      if (booking.status === 'held' && booking.heldUntil !== undefined && nowMs >= booking.heldUntil) {
        booking.status = 'lapsed';
        const invoice = booking.invoiceId === undefined ? undefined : this.invoices.get(booking.invoiceId);
        if (invoice && invoice.status === 'new') invoice.status = 'cancelled';
      }
    }
  }

  client(name: string, email: string, phone: string): ClientRecord {
    const key = email.toLowerCase();
    let client = this.clients.get(key);
    if (!client) {
      client = { id: this.nextClient++, name, email, phone };
      this.clients.set(key, client);
    }
    return client;
  }

  clientById(id: number): ClientRecord | undefined {
    return [...this.clients.values()].find((client) => client.id === id);
  }

  newBookingId(): number {
    return this.nextBooking++;
  }

  newInvoiceId(): number {
    return this.nextInvoice++;
  }

  /** a booking's 7-character code, lowercase letters and digits, as SimplyBook's are */
  static bookingCode(): string {
    return [...randomBytes(7)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  }

  static bookingHash(): string {
    return randomBytes(16).toString('hex');
  }

  /** contracts.md §2 / issue 14: md5 hex of `${bookingId}${bookingHash}${secretKey}` */
  bookingSign(booking: BookingRecord): string {
    return md5(`${booking.id}${booking.hash}${this.settings.secretKey}`);
  }

  /** issue 14: md5 hex of `${invoiceId}${secretKey}` */
  invoiceSign(invoiceId: number): string {
    return md5(`${invoiceId}${this.settings.secretKey}`);
  }

  /** 'YYYY-MM-DD HH:mm:ss' in the company's time zone */
  localDateTime(ms: number): string {
    const p = zonedParts(new Date(ms), this.settings.timeZone);
    const pad = (value: number): string => String(value).padStart(2, '0');
    return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  }

  /**
   * Reset to an empty diary (demo reset, between tests). The numbering goes on: like the real service, an id is
   * never given to a second booking or invoice, so a confirmation keyed by an old one can never match a new one.
   */
  clear(): void {
    this.bookings.clear();
    this.invoices.clear();
    this.clients.clear();
  }

  diary(): CompanyDiary {
    return {
      bookings: [...this.bookings.values()],
      invoices: [...this.invoices.values()],
      clients: [...this.clients.values()],
      nextBooking: this.nextBooking,
      nextInvoice: this.nextInvoice,
      nextClient: this.nextClient,
    };
  }

  /** Takes back a diary kept on disk (the sandbox started again over the same data folder). */
  restore(diary: CompanyDiary): void {
    this.clear();
    for (const booking of diary.bookings) this.bookings.set(booking.id, booking);
    for (const invoice of diary.invoices) this.invoices.set(invoice.id, invoice);
    for (const client of diary.clients) this.clients.set(client.email.toLowerCase(), client);
    this.nextBooking = Math.max(this.nextBooking, diary.nextBooking);
    this.nextInvoice = Math.max(this.nextInvoice, diary.nextInvoice);
    this.nextClient = Math.max(this.nextClient, diary.nextClient);
  }
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}
