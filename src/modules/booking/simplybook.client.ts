import { Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import {
  PROVIDER_CODES,
  SimplyBookError,
  UNKNOWN_PROVIDER_ERROR,
  type RawAdditionalField,
  type RawInvoice,
  type RawProduct,
  type RawProvider,
  type RawService,
  type Reservation,
  type ReserveParams,
  type ReservedIntervals,
  type SimplyBookCompany,
  type SimplyBookPort,
} from './simplybook.port';

/** SimplyBook tokens last an hour; one is used until this long before that (contracts.md §2). */
export const TOKEN_LIFETIME_MS = 55 * 60 * 1000;

export interface SimplyBookClientOptions {
  /** the JSON-RPC base (`{apiV1Url}`: `/login` for tokens, `/` for calls) */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface CachedToken {
  token: Promise<string>;
  /** the token once the login answered */
  value?: string;
  expiresAt: number;
}

/** Whether a failed call may be sent again: reads only, and only when no answer came (never `book`). */
type Retry = 'read' | 'never';

/**
 * The real SimplyBook client (spec 3 §7.2, contracts.md §2): JSON-RPC 2.0 over fetch, a timeout on every call, a
 * token per company from `/login` kept until shortly before its hour is up, and on -32600 (a bad or expired
 * token) a new token and one more try. Reads that got no answer are tried once more; `book` and the confirms never
 * are, so a lost answer can never hold a slot twice.
 */
export class SimplyBookClient implements SimplyBookPort {
  private readonly logger = new Logger('SimplyBook');
  private readonly tokens = new Map<string, CachedToken>();
  private readonly options: Required<SimplyBookClientOptions>;
  private requestId = 0;

  constructor(options: SimplyBookClientOptions) {
    this.options = { fetch: globalThis.fetch.bind(globalThis), now: Date.now, ...options };
  }

  /** The client of the configured SimplyBook (BOOKING_API_V1_URL, BOOKING_TIMEOUT_MS). */
  static fromConfig(config: Pick<Configuration, 'integrations'>): SimplyBookClient {
    const { apiV1Url, timeoutMs } = config.integrations.booking;
    return new SimplyBookClient({ baseUrl: apiV1Url, timeoutMs });
  }

  async services(company: SimplyBookCompany): Promise<RawService[]> {
    return valuesOf(await this.call<unknown>(company, 'getEventList', [], 'read'));
  }

  async classes(company: SimplyBookCompany): Promise<RawService[]> {
    return valuesOf(await this.call<unknown>(company, 'getClassesList', [], 'read'));
  }

  async providers(company: SimplyBookCompany): Promise<RawProvider[]> {
    return valuesOf(await this.call<unknown>(company, 'getUnitList', [], 'read'));
  }

  async additionalFields(company: SimplyBookCompany, serviceId: number): Promise<RawAdditionalField[]> {
    return valuesOf(await this.call<unknown>(company, 'getAdditionalFields', [serviceId], 'read'));
  }

  async products(company: SimplyBookCompany, serviceId: number): Promise<RawProduct[]> {
    return valuesOf(await this.call<unknown>(company, 'getProductList', [{ service_id: serviceId }], 'read'));
  }

  async firstWorkingDay(
    company: SimplyBookCompany,
    of: { providerId?: number; unitGroupId?: number },
  ): Promise<string | undefined> {
    const param = of.unitGroupId !== undefined ? { unit_group_id: of.unitGroupId } : (of.providerId ?? null);
    const day = await this.call<unknown>(company, 'getFirstWorkingDay', [param], 'read');
    return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  }

  async startTimeMatrix(
    company: SimplyBookCompany,
    query: { from: string; to: string; serviceId: number; providerIds: number[] | null; count: number },
  ): Promise<Record<string, string[]>> {
    const params = [query.from, query.to, query.serviceId, query.providerIds, query.count];
    const matrix = await this.call<unknown>(company, 'getStartTimeMatrix', params, 'read');
    return isRecord(matrix) ? (matrix as Record<string, string[]>) : {};
  }

  async reservedIntervals(
    company: SimplyBookCompany,
    query: { from: string; to: string; serviceId: number; providerId: number | null; count: number },
  ): Promise<ReservedIntervals> {
    const params = [query.from, query.to, query.serviceId, query.providerId, query.count];
    const reserved = await this.call<unknown>(company, 'getReservedTimeIntervals', params, 'read');
    return isRecord(reserved) ? (reserved as ReservedIntervals) : {};
  }

  async reserve(company: SimplyBookCompany, p: ReserveParams): Promise<Reservation> {
    const params = [p.eventId, p.providerId, p.date, p.time, p.client, p.additional, p.count];
    const answer = await this.call<{ bookings?: unknown; invoice?: unknown }>(company, 'book', params, 'never');
    if (!isRecord(answer) || !Array.isArray(answer.bookings) || answer.bookings.length === 0)
      throw new SimplyBookError(UNKNOWN_PROVIDER_ERROR);
    return { bookings: answer.bookings as Reservation['bookings'], invoice: (answer.invoice as RawInvoice) ?? null };
  }

  confirmBooking(company: SimplyBookCompany, bookingId: number, sign: string): Promise<unknown> {
    return this.call(company, 'confirmBooking', [bookingId, sign], 'never');
  }

  confirmInvoice(
    company: SimplyBookCompany,
    invoice: { id: number; paymentReference: string; sign: string },
  ): Promise<unknown> {
    return this.call(
      company,
      'confirmInvoice',
      [invoice.id, 'stripe', invoice.paymentReference, invoice.sign],
      'never',
    );
  }

  async applyPromo(company: SimplyBookCompany, invoiceId: number, code: string): Promise<RawInvoice> {
    const invoice = await this.call<unknown>(company, 'applyPromoCode', [invoiceId, code], 'never');
    if (!isRecord(invoice) || invoice.id === undefined) throw new SimplyBookError(UNKNOWN_PROVIDER_ERROR);
    return invoice as unknown as RawInvoice;
  }

  cancelBooking(company: SimplyBookCompany, bookingId: number, sign: string): Promise<unknown> {
    return this.call(company, 'cancelBooking', [bookingId, sign], 'never');
  }

  /** One RPC with the company's token; on -32600 a fresh token and one more try (spec 3 §7.2). */
  private async call<T>(company: SimplyBookCompany, method: string, params: unknown[], retry: Retry): Promise<T> {
    try {
      return await this.callWithToken<T>(company, method, params, retry);
    } catch (error) {
      if (!(error instanceof SimplyBookError) || error.code !== PROVIDER_CODES.accessDenied) throw error;
      // only the token that was refused is dropped: calls refused together share one new login
      if (error.token !== undefined && this.tokens.get(company.login)?.value === error.token)
        this.tokens.delete(company.login);
      return this.callWithToken<T>(company, method, params, retry);
    }
  }

  private async callWithToken<T>(
    company: SimplyBookCompany,
    method: string,
    params: unknown[],
    retry: Retry,
  ): Promise<T> {
    const token = await this.token(company);
    const headers = { 'X-Company-Login': company.login, 'X-Token': token };
    try {
      return await this.rpc<T>(this.url(''), method, params, headers);
    } catch (error) {
      if (error instanceof SimplyBookError && error.code === PROVIDER_CODES.accessDenied) error.token = token;
      // a read that got no answer at all is asked once more; an answer with an error code is final
      if (retry !== 'read' || !(error instanceof SimplyBookError) || error.code !== undefined) throw error;
      this.logger.warn(`SimplyBook ${method} got no answer, asking once more: ${error.message}`);
      return this.rpc<T>(this.url(''), method, params, headers);
    }
  }

  /** The company's token, from `/login` when there is none fresh; concurrent callers share one request. */
  private token(company: SimplyBookCompany): Promise<string> {
    const now = this.options.now();
    const cached = this.tokens.get(company.login);
    if (cached && cached.expiresAt > now) return cached.token;
    const token = this.rpc<unknown>(this.url('login'), 'getToken', [company.login, company.apiKey], {}).then(
      (value) => {
        if (typeof value !== 'string' || value === '') throw new SimplyBookError(UNKNOWN_PROVIDER_ERROR);
        return value;
      },
    );
    const entry: CachedToken = { token, expiresAt: now + TOKEN_LIFETIME_MS };
    this.tokens.set(company.login, entry);
    token.then((value) => (entry.value = value)).catch(() => undefined);
    // a failed login is forgotten at once, so the next call asks again
    token.catch(() => {
      if (this.tokens.get(company.login)?.token === token) this.tokens.delete(company.login);
    });
    return token;
  }

  private async rpc<T>(url: string, method: string, params: unknown[], headers: Record<string, string>): Promise<T> {
    const id = ++this.requestId;
    let body: unknown;
    try {
      const response = await this.options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', method, params, id }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw new SimplyBookError(`SimplyBook ${method}: ${describe(error)}`, undefined, { cause: error });
    }
    if (isRecord(body) && isRecord(body.error)) {
      const code = Number(body.error.code);
      const message = typeof body.error.message === 'string' ? body.error.message : UNKNOWN_PROVIDER_ERROR;
      throw new SimplyBookError(message, Number.isFinite(code) ? code : undefined);
    }
    if (!isRecord(body) || !Object.hasOwn(body, 'result')) throw new SimplyBookError(UNKNOWN_PROVIDER_ERROR);
    return body.result as T;
  }

  private url(path: string): string {
    return `${this.options.baseUrl.replace(/\/+$/, '')}/${path}`;
  }
}

/** The provider answers lists as objects keyed by id (or as arrays): either way, the entries. */
function valuesOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (isRecord(value)) return Object.values(value) as T[];
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  return error instanceof Error ? error.message : String(error);
}
