import type { Configuration } from '../../../config/configuration';
import { errorOf, isRecord, VivenuTransport, type VivenuCall, type VivenuTransportOptions } from './vivenu-transport';
import { SeatingError, type SeatingPort, type SeatRequest } from './seating.port';
import type {
  VivenuSeatFreed,
  VivenuSeatFreeRequest,
  VivenuSeatMap,
  VivenuSeatMapAnswer,
  VivenuSeatReservation,
  VivenuSeatReserveRequest,
} from './seating.wire';

export interface SeatingClientOptions extends Omit<VivenuTransportOptions, 'coreUrl'> {
  /** the seating service's API base (SEATING_BASE_URL), e.g. https://seatmap.vivenu.com/api */
  baseUrl: string;
  /** the clock of the map's cache-busting query */
  now?: () => number;
}

/** the seating service's calls are public: no seller, no key */
const PUBLIC = { sellerId: '' };

/**
 * The real client of Vivenu's seating service (spec 3 §7.3, contracts.md §3): over the transport the core API's
 * client uses (vivenu-transport.ts: timeouts, the body read whatever the status, one more try for unanswered reads
 * only), with the seating service's own answer: `status: 'ok'`, or `statusCode` and `message` in the body, even
 * under a 200. Failures are SeatingError (seat taken, reservation not found).
 */
export class SeatingClient implements SeatingPort {
  private readonly transport: VivenuTransport;
  private readonly now: () => number;

  constructor({ baseUrl, now, ...options }: SeatingClientOptions) {
    this.transport = new VivenuTransport({ ...options, coreUrl: baseUrl });
    this.now = now ?? Date.now;
  }

  /** The client of the configured seating service (SEATING_BASE_URL), with Vivenu's timeout (TICKETING_TIMEOUT_MS). */
  static fromConfig(config: Pick<Configuration, 'integrations'>): SeatingClient {
    const { seatingUrl, timeoutMs } = config.integrations.ticketing;
    return new SeatingClient({ baseUrl: seatingUrl, timeoutMs });
  }

  async seatMap(seatingEventId: string): Promise<VivenuSeatMap> {
    const answer = await this.call<VivenuSeatMapAnswer>({
      method: 'GET',
      path: `${eventPath(seatingEventId)}/map`,
      // seat states are live: a cache on the way must not answer for the service
      query: { t: this.now() },
      retry: 'read',
      shaped: (body) => isRecord(body) && isRecord(body.seatMap) && Array.isArray(body.seatMap.sections),
    });
    return answer.seatMap;
  }

  reserve(seatingEventId: string, request: SeatRequest): Promise<VivenuSeatReservation> {
    const body: VivenuSeatReserveRequest = {
      objectId: request.statusId,
      amount: 1,
      ...(request.token ? { token: request.token } : {}),
      ...(request.childEventIds?.length ? { childEventIds: request.childEventIds } : {}),
    };
    return this.call<VivenuSeatReservation>({
      method: 'POST',
      path: `${eventPath(seatingEventId)}/reserve`,
      body,
      retry: 'never',
      shaped: (answer) => typeof answer.token === 'string' && answer.token !== '',
    });
  }

  free(seatingEventId: string, request: SeatRequest & { token: string }): Promise<VivenuSeatFreed> {
    const body: VivenuSeatFreeRequest = {
      objectId: request.statusId,
      token: request.token,
      amount: 1,
      ...(request.childEventIds?.length ? { childEventIds: request.childEventIds } : {}),
    };
    return this.call<VivenuSeatFreed>({
      method: 'POST',
      path: `${eventPath(seatingEventId)}/free`,
      body,
      retry: 'never',
      shaped: () => true,
    });
  }

  /** `POST /reservation/cancel?token=` with an empty body */
  async cancel(token: string): Promise<void> {
    await this.call({
      method: 'POST',
      path: '/reservation/cancel',
      query: { token },
      retry: 'never',
      shaped: () => true,
    });
  }

  /**
   * One call; an answer that is not `status: 'ok'` but names a `statusCode` is the service's failure whatever the
   * HTTP status said. `shaped` checks what an 'ok' answer must carry.
   */
  private async call<T>(
    call: Omit<VivenuCall, 'shaped'> & { shaped: (body: Record<string, unknown>) => boolean },
  ): Promise<T> {
    try {
      const body = await this.transport.call<unknown>(PUBLIC, { ...call, shaped: isRecord });
      const answer = body as Record<string, unknown>;
      if (answer.status !== 'ok' && answer.statusCode !== undefined) throw errorOf(200, answer);
      if (!call.shaped(answer)) throw errorOf(502, {});
      return body as T;
    } catch (error) {
      throw SeatingError.of(error);
    }
  }
}

const eventPath = (seatingEventId: string): string => `/public/event/${encodeURIComponent(seatingEventId)}`;
