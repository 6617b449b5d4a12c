import type { CallLog } from '../property-api/property-api-sandbox.types';
import type { FaultSwitch } from '../shared/sandbox-fault.types';
import type { CompanySettings, BookingStatus } from './company-state';
import type { RpcFault } from './rpc-faults';

export interface SimplybookSandboxOptions {
  /** one demo company per centre: login = the centre slug, its time zone the centre's */
  companies: CompanySettings[];
  /** the sandbox clock: token lifetime, holds, "the past" (default: the wall clock) */
  now?: () => Date;
  host?: string;
  port?: number;
  /** where the diaries are kept across restarts (one JSON file per company); in memory only when absent */
  dataDir?: string;
}

/** A booking as tests and the control routes see it (centre time). */
export interface BookingSummary {
  id: number;
  eventId: number;
  unitId: number;
  date: string;
  /** 'HH:mm:ss' */
  time: string;
  count: number;
  status: BookingStatus;
  code: string;
  invoiceId: number | null;
  clientEmail: string | null;
}

export interface SimplybookSandbox {
  /** origin of the public service (`POST /`) and of provider pictures: picture URL = url + picture_path */
  url: string;
  /** the login service: `${url}/login` */
  loginUrl: string;
  /** HTTP-level faults; `match` sees the path and `?method=<rpc method>` */
  faults: FaultSwitch;
  /** every call; a JSON-RPC call's `body` is `{ method, params }` (getToken without its API key) */
  requests: CallLog;
  /** the params of each call of one RPC method, oldest first */
  rpcCalls(method: string): unknown[][];
  /** the next `times` (default 1) calls of a method answer an error, or neither result nor error */
  setRpcFault(fault: RpcFault): void;
  clearRpcFaults(): void;
  /** every booking of a company, holds settled against the sandbox clock */
  bookings(login: string): BookingSummary[];
  /** the bookings still held (not confirmed, not lapsed) */
  holds(login: string): BookingSummary[];
  /** md5 sign of confirmBooking / cancelBooking / getBooking, as a client with the secret key computes it */
  bookingSign(login: string, bookingId: number): string;
  /** md5 sign of confirmInvoice */
  invoiceSign(login: string, invoiceId: number): string;
  /** ends every token (of one company): the next public call answers -32600 */
  revokeTokens(login?: string): number;
  readonly tokensIssued: number;
  /** empty diaries (one company's, or all); the numbering goes on, so no id is ever given out twice */
  reset(login?: string): void;
  close(): Promise<void>;
}
