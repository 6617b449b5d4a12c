/**
 * The data API's submission routes as the sandbox answers them (docs/property-data-api.md "Submission routes"):
 * subscribers, subscription status, competition entries, contact, leasing, pop-up leasing, commercial leasing and
 * EDM. Each records what it receives and dedupes by Idempotency-Key: the same key again on the same route gets
 * the first answer back and is not a second delivery. Validation is minimal (the fields a lead cannot go without).
 */
import { createHash } from 'node:crypto';

export interface SubmissionAnswer {
  status: number;
  body: unknown;
}

/** What one route received. */
export interface ReceivedSubmission {
  idempotencyKey?: string;
  body: unknown;
  /** the answer given (the first answer, for a repeated key) */
  status: number;
  /** true when the key had been seen on this route before */
  repeated: boolean;
}

export interface SubmissionLog {
  /** distinct submissions the route accepted (2xx): repeated keys count once, requests without a key each count */
  deliveries(route: string): number;
  /** every request the route answered, repeated keys and refusals included */
  requestCount(route: string): number;
  /** what the route received, oldest first */
  received(route: string): ReceivedSubmission[];
  /** the distinct keys the route accepted, with how many requests carried each */
  keys(route: string): Map<string, number>;
  summary(): Record<string, { deliveries: number; requests: number }>;
  reset(): void;
}

/** Routes under `/{version}/`, except commercial leasing which the spec names under `/v3/` only. */
export const SUBMISSION_ROUTES = [
  'consumer/subscribers',
  'consumer/subscription',
  'consumer/competition',
  'consumer/edm',
  // issue 14: confirmed service bookings and their SMS confirmations (docs/booking.md)
  'consumer/booking',
  'consumer/booking/sms',
  'contact-us',
  'crm/leasing-enquiries',
  'crm/leasing-popup-enquiries',
  'commercial-leasing',
] as const;

type Params = Record<string, unknown>;

const ALREADY_SUBMITTED = 'Already submitted';

const bad = (message: string): SubmissionAnswer => ({ status: 400, body: { error: 'Bad Request', message } });
const notAllowed: SubmissionAnswer = { status: 405, body: { error: 'Method Not Allowed' } };

function emailOf(body: Params): string | undefined {
  const contact = typeof body.contact === 'object' && body.contact !== null ? (body.contact as Params) : {};
  const email = body.email ?? contact.email;
  return typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim()) ? email.trim().toLowerCase() : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

const subscriberKey = (email: string): string => `sub-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

/** ISO week start (Monday) of a UTC day, YYYY-MM-DD. */
function weekOf(day: Date): string {
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

interface Subscriber {
  subscriberKey: string;
  /** digits of the mobile given at sign-up (without a leading 61 or 0), for a lookup by mobile */
  mobile?: string;
  email: string;
  centres: Set<string>;
}

export class SubmissionDesk implements SubmissionLog {
  private log = new Map<string, ReceivedSubmission[]>();
  private answers = new Map<string, SubmissionAnswer>();
  private subscribers = new Map<string, Subscriber>();
  private entries = new Set<string>();
  private entryCount = 0;
  private edmCount = 0;

  constructor(private readonly now: () => Date) {}

  /** The answer for `path` (after the version), or undefined when it is not a submission route. */
  handle(
    version: string,
    path: string,
    method: string,
    query: URLSearchParams,
    body: Params | undefined,
    key?: string,
  ): SubmissionAnswer | undefined {
    if (!(SUBMISSION_ROUTES as readonly string[]).includes(path)) return undefined;
    if (path === 'commercial-leasing' && version !== 'v3') return undefined;
    if (method === 'GET') {
      if (path === 'consumer/subscribers') return this.findSubscribers(query);
      if (path === 'consumer/subscription') return this.subscription(query);
      return notAllowed;
    }
    if (method !== 'POST' || path === 'consumer/subscription') return notAllowed;
    const remembered = key === undefined ? undefined : this.answers.get(`${path}\u0000${key}`);
    const answer = remembered ?? this.submit(path, body);
    if (remembered === undefined && key !== undefined) this.answers.set(`${path}\u0000${key}`, answer);
    const entry: ReceivedSubmission = { body, status: answer.status, repeated: remembered !== undefined };
    if (key !== undefined) entry.idempotencyKey = key;
    const list = this.log.get(path) ?? [];
    list.push(entry);
    this.log.set(path, list);
    return answer;
  }

  private submit(path: string, body: Params | undefined): SubmissionAnswer {
    if (body === undefined) return bad('the body must be a JSON object');
    if (path === 'consumer/booking') return this.booking(body);
    if (path === 'consumer/booking/sms') return this.bookingSms(body);
    const email = emailOf(body);
    if (!email) return bad('email is required');
    switch (path) {
      case 'consumer/subscribers':
        return this.subscribe(email, body);
      case 'consumer/competition':
        return this.enter(email, body);
      case 'consumer/edm':
        return this.edm(body);
      default:
        return { status: 201, body: { data: { received: true } } };
    }
  }

  /** A confirmed booking (spec 3 §3.1 booking data request): its event, its bookings and the centre. */
  private booking(body: Params): SubmissionAnswer {
    if (!text(body.booking_event_id)) return bad('booking_event_id is required');
    if (!Array.isArray(body.bookings) || body.bookings.length === 0) return bad('bookings are required');
    if (!text(body.centre_key)) return bad('centre_key is required');
    return { status: 201, body: { data: { received: true } } };
  }

  /** spec 3 §7.1 'POST sms booking': the centre and the invoice (a free booking: its bookings) the SMS is about. */
  private bookingSms(body: Params): SubmissionAnswer {
    const about =
      text(body.invoice_id) ??
      (Array.isArray(body.booking_ids) && body.booking_ids.length > 0 ? 'bookings' : undefined);
    if (!text(body.centre_key) || !about) return bad('centre_key and invoice_id (or booking_ids) are required');
    return { status: 201, body: { data: { queued: true } } };
  }

  /** 201 for a new subscriber (or a known one joining another centre), 200 when already subscribed. */
  private subscribe(email: string, body: Params): SubmissionAnswer {
    const centre = text(body.centre_key) ?? '';
    const known = this.subscribers.get(email);
    const subscriber = known ?? { subscriberKey: subscriberKey(email), email, centres: new Set<string>() };
    const already = known !== undefined && subscriber.centres.has(centre);
    subscriber.centres.add(centre);
    const mobile = mobileKey(body.mobile);
    if (mobile) subscriber.mobile = mobile;
    this.subscribers.set(email, subscriber);
    return {
      status: already ? 200 : 201,
      body: { data: { subscriber_key: subscriber.subscriberKey, subscribed: true } },
    };
  }

  /**
   * A competition entry needs a campaignId and an email. A single-entry competition (competitionType naming
   * "Single Entry") takes one entry per email and campaign: for life, per UTC day ("per day") or per week
   * ("per week"), and per centre when isSingleEntryPerCentre; another one answers 'Already submitted'.
   */
  private enter(email: string, body: Params): SubmissionAnswer {
    const campaign = text(body.campaignId);
    if (!campaign) return bad('campaignId is required');
    const type = typeof body.competitionType === 'string' ? body.competitionType.toLowerCase() : '';
    if (type.includes('single entry')) {
      const today = this.now().toISOString().slice(0, 10);
      const period = type.includes('per day') ? today : type.includes('per week') ? weekOf(this.now()) : 'lifetime';
      const centre = body.isSingleEntryPerCentre === true ? (text(body.centre_key) ?? '') : '';
      const slot = [campaign, email, period, centre].join('\u0000');
      if (this.entries.has(slot)) return { status: 200, body: { data: { information: ALREADY_SUBMITTED } } };
      this.entries.add(slot);
    }
    this.entryCount += 1;
    return { status: 201, body: { data: { information: 'Entry received', entry_id: `entry-${this.entryCount}` } } };
  }

  /**
   * An email to send (docs/property-data-api.md "consumer/edm"): a `type` it knows, the centre, and the items
   * the email lists, each with an id, a name and a link: a journey's `stores` (with the floor), a gift guide's
   * `offers` (with the price). Anything else is refused, as a real mailer refuses a template it cannot fill.
   */
  private edm(body: Params): SubmissionAnswer {
    if (!text(body.centre_key)) return bad('centre_key is required');
    const kinds: Record<string, { list: string; name: string; detail: string }> = {
      journey: { list: 'stores', name: 'title', detail: 'floor' },
      'gift-guide': { list: 'offers', name: 'name', detail: 'price' },
    };
    const kind = typeof body.type === 'string' ? kinds[body.type] : undefined;
    if (!kind) return bad('type must be journey or gift-guide');
    const items = body[kind.list];
    if (!Array.isArray(items) || items.length === 0 || items.length > 50)
      return bad(`${kind.list} must list 1 to 50 items`);
    const complete = items.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        [`id`, kind.name, 'url'].every((key) => text((item as Params)[key]) !== undefined) &&
        typeof (item as Params)[kind.detail] === 'string' &&
        /^https?:\/\//.test(String((item as Params).url)),
    );
    if (!complete) return bad(`every item of ${kind.list} needs id, ${kind.name}, ${kind.detail} and an absolute url`);
    this.edmCount += 1;
    return { status: 201, body: { data: { queued: true, edm_id: `edm-${this.edmCount}` } } };
  }

  /** By email, or by mobile when no email is given (spec 2: verification by email or mobile). */
  private findSubscribers(query: URLSearchParams): SubmissionAnswer {
    const email = query.get('email')?.trim().toLowerCase();
    const mobile = mobileKey(query.get('mobile'));
    if (!email && !mobile) return bad('email or mobile is required');
    const subscriber = email
      ? this.subscribers.get(email)
      : [...this.subscribers.values()].find((candidate) => candidate.mobile === mobile);
    return {
      status: 200,
      body: { data: subscriber ? [{ subscriber_key: subscriber.subscriberKey, email: subscriber.email }] : [] },
    };
  }

  private subscription(query: URLSearchParams): SubmissionAnswer {
    const key = query.get('subscriber_key');
    const centre = query.get('centre_key');
    if (!key || !centre) return bad('subscriber_key and centre_key are required');
    const subscriber = [...this.subscribers.values()].find((candidate) => candidate.subscriberKey === key);
    return { status: 200, body: { data: { subscribed: subscriber?.centres.has(centre) ?? false } } };
  }

  deliveries(route: string): number {
    const accepted = this.received(route).filter(
      (entry) => !entry.repeated && entry.status >= 200 && entry.status < 300,
    );
    return accepted.length;
  }

  requestCount(route: string): number {
    return this.received(route).length;
  }

  received(route: string): ReceivedSubmission[] {
    return [...(this.log.get(route) ?? [])];
  }

  keys(route: string): Map<string, number> {
    const keys = new Map<string, number>();
    for (const entry of this.received(route)) {
      if (entry.idempotencyKey !== undefined) keys.set(entry.idempotencyKey, (keys.get(entry.idempotencyKey) ?? 0) + 1);
    }
    return keys;
  }

  summary(): Record<string, { deliveries: number; requests: number }> {
    return Object.fromEntries(
      [...this.log.keys()].map((route) => [
        route,
        { deliveries: this.deliveries(route), requests: this.requestCount(route) },
      ]),
    );
  }

  reset(): void {
    this.log.clear();
    this.answers.clear();
    this.subscribers.clear();
    this.entries.clear();
    this.entryCount = 0;
    this.edmCount = 0;
  }
}

/** A mobile number as the lookup compares it: digits only, without the country code 61 or the leading 0. */
function mobileKey(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const digits = String(value).replace(/\D/g, '').replace(/^61/, '').replace(/^0/, '');
  return digits.length >= 8 ? digits : undefined;
}
