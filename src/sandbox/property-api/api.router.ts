/**
 * The property data API's routes as the sandbox answers them (docs/property-data-api.md): the token endpoint
 * and, under `/{version}/`, centres, traffic typical / today / current, parking occupancy, time to park and
 * centre wellbeing. Every success is `{ "data": ... }`.
 */
import type { ServerResponse } from 'node:http';
import { fromCompactDate } from '../../common/domain/time/date-formats';
import { sendJson } from '../shared/sandbox-http';
import { parkingOccupancy, timeToPark } from './parking.model';
import type { SimCentre } from './property-api-sandbox.types';
import type { SubmissionDesk } from './submission-desk';
import type { TokenStore } from './token-store';
import { currentTraffic, todayCurve, typicalCurve } from './traffic.model';
import { wellbeingReading } from './wellbeing.model';

export interface ApiRequest {
  method: string;
  url: URL;
  authorization: string | undefined;
  contentType: string;
  /** raw body text */
  body: string;
  /** the Idempotency-Key header */
  idempotencyKey?: string;
}

export interface ApiContext {
  centres: () => readonly SimCentre[];
  tokens: TokenStore;
  clientId: string;
  clientSecret: string;
  now: () => Date;
  /** the submission routes (submission-desk.ts) */
  submissions: SubmissionDesk;
}

type Params = Record<string, unknown>;
type Route = (centre: SimCentre, params: Params, ctx: ApiContext) => unknown;

const VERSIONED = /^\/(v\d+)\/(.+?)\/?$/;

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`status ${status}`);
  }
}

const badRequest = (message: string): ApiFailure => new ApiFailure(400, { error: 'Bad Request', message });

/** Routes that read one centre: the centre_key comes from the query (GET) or the JSON body (POST). */
const CENTRE_ROUTES: Record<string, { method: 'GET' | 'POST'; answer: Route }> = {
  'centre-occupancy/traffic/typical': {
    method: 'GET',
    answer: (centre, params) => {
      const date = typeof params.start_date === 'string' ? fromCompactDate(params.start_date) : undefined;
      if (!date) throw badRequest('start_date must be a date written YYYYMMDD');
      return typicalCurve(centre, date);
    },
  },
  'centre-occupancy/traffic/today': { method: 'GET', answer: (centre, _params, ctx) => todayCurve(centre, ctx.now()) },
  'centre-occupancy/traffic/current': {
    method: 'GET',
    answer: (centre, _params, ctx) => currentTraffic(centre, ctx.now()),
  },
  'centre-wellbeing': { method: 'GET', answer: (centre, _params, ctx) => [wellbeingReading(centre, ctx.now())] },
  'parking/occupancy': { method: 'POST', answer: (centre, _params, ctx) => parkingOccupancy(centre, ctx.now()) },
  'parking/timetopark': {
    method: 'POST',
    answer: (centre, params, ctx) => {
      const ids = params.region_id ?? [];
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
        throw badRequest('region_id must be a list of region ids');
      return timeToPark(centre, ids as string[], ctx.now());
    },
  },
};

/** spec 1 §7: POST {base}/oauth/accesstoken?grant_type=client_credentials, form fields; Apigee-style answers. */
export function handleToken(res: ServerResponse, req: ApiRequest, ctx: ApiContext): void {
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method Not Allowed' });
  const form = new URLSearchParams(req.contentType.includes('application/x-www-form-urlencoded') ? req.body : '');
  const grant = req.url.searchParams.get('grant_type') ?? form.get('grant_type');
  if (grant !== 'client_credentials') {
    return sendJson(res, 400, { ErrorCode: 'invalid_request', Error: `Unsupported grant type : ${grant ?? ''}` });
  }
  if (form.get('client_id') !== ctx.clientId || form.get('client_secret') !== ctx.clientSecret) {
    return sendJson(res, 401, { ErrorCode: 'invalid_client', Error: 'ClientId is Invalid' });
  }
  const issued = ctx.tokens.issue();
  sendJson(res, 200, {
    access_token: issued.token,
    token_type: 'BearerToken',
    expires_in: String(issued.lifetimeSeconds),
    issued_at: String(issued.issuedAt),
    client_id: ctx.clientId,
    scope: form.get('scope') ?? '',
    status: 'approved',
  });
}

export function handleApi(res: ServerResponse, req: ApiRequest, ctx: ApiContext): void {
  const match = VERSIONED.exec(req.url.pathname);
  if (!match) return sendJson(res, 404, { error: 'Not Found', message: 'Unknown path' });
  const path = match[2]!;
  const token = /^Bearer (.+)$/i.exec(req.authorization ?? '')?.[1];
  const check = ctx.tokens.check(token);
  if (check !== 'valid') {
    const expired = check === 'expired';
    return sendJson(res, 401, {
      fault: {
        faultstring: expired ? 'Access Token expired' : 'Invalid access token',
        detail: { errorcode: expired ? 'keymanagement.service.access_token_expired' : 'oauth.v2.InvalidAccessToken' },
      },
    });
  }
  const submission = ctx.submissions.handle(
    match[1]!,
    path,
    req.method,
    req.url.searchParams,
    req.method === 'POST' ? jsonObject(req) : undefined,
    req.idempotencyKey,
  );
  if (submission) return sendJson(res, submission.status, submission.body);
  try {
    sendJson(res, 200, { data: answer(path, req, ctx) });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    sendJson(res, error.status, error.body);
  }
}

function answer(path: string, req: ApiRequest, ctx: ApiContext): unknown {
  if (path === 'centres') {
    if (req.method !== 'GET') throw new ApiFailure(405, { error: 'Method Not Allowed' });
    return listCentres(ctx.centres(), req.url.searchParams);
  }
  const route = CENTRE_ROUTES[path];
  if (!route) throw new ApiFailure(404, { error: 'Not Found', message: 'Unknown path' });
  if (req.method !== route.method) throw new ApiFailure(405, { error: 'Method Not Allowed' });
  const params = route.method === 'GET' ? Object.fromEntries(req.url.searchParams) : readJsonParams(req);
  if (typeof params.centre_key !== 'string' || params.centre_key === '') throw badRequest('centre_key is required');
  const centre = ctx.centres().find((candidate) => candidate.centreKey === params.centre_key);
  if (!centre) throw new ApiFailure(404, { error: 'Not Found', message: 'Unknown centre_key' });
  return route.answer(centre, params, ctx);
}

function readJsonParams(req: ApiRequest): Params {
  if (!req.contentType.includes('application/json')) throw badRequest('the body must be JSON');
  try {
    const body = JSON.parse(req.body) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Params;
  } catch {
    // answered below
  }
  throw badRequest('the body must be a JSON object');
}

/** The body as a JSON object, or undefined when it is not one. */
function jsonObject(req: ApiRequest): Params | undefined {
  try {
    return readJsonParams(req);
  } catch {
    return undefined;
  }
}

/** Name: a case-insensitive part of the name; postcode: exact. */
function listCentres(centres: readonly SimCentre[], query: URLSearchParams): unknown {
  const name = query.get('name')?.trim().toLowerCase();
  const postcode = query.get('postcode')?.trim();
  return centres
    .filter((centre) => !name || centre.name.toLowerCase().includes(name))
    .filter((centre) => !postcode || centre.postcode === postcode)
    .map((centre) => ({
      centre_key: centre.centreKey,
      name: centre.name,
      postcode: centre.postcode,
      timezone: centre.timeZone,
    }));
}
