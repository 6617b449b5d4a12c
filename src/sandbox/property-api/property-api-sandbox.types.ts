/**
 * Public shapes of the property data API sandbox (property-api-sandbox.ts). The wire protocol it speaks is
 * docs/property-data-api.md.
 */
import type { TradingHours } from '../../common/domain/hours/trading-hours';
import type { FaultSwitch, SandboxFault } from '../shared/sandbox-fault.types';
import type { SubmissionLog } from './submission-desk';

export type { FaultSwitch, SandboxFault, SubmissionLog };

/** One car park of a centre: the CMS parking_region's region_id and name. */
export interface SimRegion {
  regionId: string;
  name: string;
}

/** What the simulation knows of a centre, taken from its CMS content. */
export interface SimCentre {
  /** the property data API's centre_key (config: propertyApiKey) */
  centreKey: string;
  name: string;
  postcode: string;
  timeZone: string;
  hours: TradingHours;
  regions: SimRegion[];
}

export interface PropertyApiSandboxOptions {
  centres: SimCentre[] | (() => SimCentre[] | Promise<SimCentre[]>);
  /** the only client credentials the token endpoint accepts */
  clientId: string;
  clientSecret: string;
  /** seconds a token lives (default 3600) */
  tokenLifetimeSeconds?: number;
  /** the simulation's clock (the app's clock in tests); tokens expire on the wall clock */
  now?: () => Date;
  /** default 127.0.0.1 */
  host?: string;
  /** default 0 = an ephemeral port */
  port?: number;
}

export interface LoggedCall {
  method: string;
  /** pathname without the query, e.g. /v3/parking/occupancy or /oauth/accesstoken */
  path: string;
  /** raw query string including `?`, or '' */
  search: string;
  /** the parsed JSON body of a POST or PUT (the token request's form without the secret) */
  body?: unknown;
  /** the Idempotency-Key header, when sent */
  idempotencyKey?: string;
  at: number;
}

/** Calls that reached the sandbox (control routes under /__sandbox excluded). */
export interface CallLog {
  readonly total: number;
  readonly entries: readonly LoggedCall[];
  /** calls whose pathname equals `path` (or matches it, for a RegExp), of one method when given */
  count(path: string | RegExp, method?: string): number;
  /** the calls to `path` (or matching it), oldest first */
  calls(path: string | RegExp, method?: string): LoggedCall[];
  counts(): { total: number; byPath: Record<string, number> };
  reset(): void;
}

export interface TokenControls {
  /** seconds a newly issued token lives */
  lifetimeSeconds: number;
  /** every token issued so far stops working now (the API answers 401 'Access Token expired') */
  expireAll(): void;
  /** tokens issued since start */
  readonly issued: number;
}

export interface PropertyApiSandbox {
  /** origin, e.g. http://127.0.0.1:43121: what `PROPERTY_API_URL` points at */
  url: string;
  clientId: string;
  clientSecret: string;
  faults: FaultSwitch;
  requests: CallLog;
  tokens: TokenControls;
  /**
   * what the submission routes received (docs/property-data-api.md "Submission routes"): `deliveries(route)`
   * counts distinct Idempotency-Keys accepted, `requestCount(route)` every request; routes are paths after the
   * version, e.g. 'consumer/subscribers', 'commercial-leasing'
   */
  submissions: SubmissionLog;
  /** the centres being simulated */
  centres(): readonly SimCentre[];
  /** stops the server; hanging and slowed requests are cut */
  close(): Promise<void>;
}
