/**
 * A local stand-in for Stripe's PaymentIntents API (contracts.md §4) over real HTTP, so the real server
 * client and the site's sandbox card form run in demo and test modes: form-encoded requests, secret and
 * publishable keys, idempotency keys, the documented test cards and 3-D Secure. See README.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CallRecorder } from '../property-api/call-log';
import { type ControlAction, faultAndRequestRoutes, handleControlRoutes } from '../shared/control-routes';
import { FaultController } from '../shared/fault-switch';
import { listenOn } from '../shared/listen';
import { readTextBody, sendJson } from '../shared/sandbox-http';
import { parseForm, text, type FormObject } from './form-params';
import { IdempotencyKeys } from './idempotency';
import { intentWire } from './payment-intent.wire';
import type { IntentRecord } from './payment-intent.types';
import { IntentStore } from './payment-intents';
import { RefundStore, refundWire } from './refunds';
import { keyKind, presentedKey, secretKeyRequired } from './stripe-auth';
import { invalidRequest, StripeError } from './stripe-error';
import type { IntentSummary, StripeSandbox, StripeSandboxOptions } from './stripe-sandbox.types';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
  'access-control-max-age': '86400',
};

function summary(intent: IntentRecord): IntentSummary {
  const { id, status, amount, currency, metadata } = intent;
  return {
    id,
    status,
    amount,
    currency,
    metadata,
    last4: intent.paymentMethod?.card.last4 ?? null,
    refunded: intent.amountRefunded ?? 0,
  };
}

/** the recorded body: card numbers cut to their last four digits, CVCs dropped */
function recordable(params: FormObject): FormObject {
  const data = params.payment_method_data;
  if (typeof data !== 'object' || Array.isArray(data) || typeof data.card !== 'object' || Array.isArray(data.card))
    return params;
  const { number, cvc: _cvc, ...card } = data.card;
  return {
    ...params,
    payment_method_data: {
      ...data,
      card: {
        ...card,
        last4: String(number ?? '')
          .replace(/\D/g, '')
          .slice(-4),
      },
    },
  };
}

export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  const clock = options.now ?? (() => new Date());
  const keys = { secretKey: options.secretKey, publishableKey: options.publishableKey };
  const faults = new FaultController();
  const requests = new CallRecorder();
  const store = new IntentStore(clock);
  const refunds = new RefundStore(store, clock);
  const idempotency = new IdempotencyKeys();
  let closing: Promise<void> | undefined;
  const controls = new Map<string, ControlAction>([
    ...faultAndRequestRoutes({ faults, requests }),
    ['GET /__sandbox/requests/entries', () => ({ entries: requests.entries })],
    ['GET /__sandbox/payment-intents', () => ({ intents: [...store.intents.values()].map(summary) })],
  ]);

  /** publishable-key calls must name the intent's own client_secret, as Stripe.js does */
  function checkClientSecret(kind: string, intentId: string, params: FormObject, search: URLSearchParams): void {
    if (kind === 'secret') return;
    const secret = text(params.client_secret) ?? search.get('client_secret') ?? undefined;
    if (!secret) throw invalidRequest('Missing required param: client_secret.', 'parameter_missing', 'client_secret');
    if (store.get(intentId).clientSecret !== secret)
      throw invalidRequest(
        'The client_secret provided does not match any associated PaymentIntent on this account.',
        'payment_intent_invalid_parameter',
        'client_secret',
      );
  }

  function route(req: IncomingMessage, path: string, search: URLSearchParams, params: FormObject): unknown {
    const kind = keyKind(presentedKey(req.headers), keys);
    const method = req.method ?? 'GET';
    if (path === '/v1/payment_intents' && method === 'POST') {
      if (kind !== 'secret') throw secretKeyRequired();
      return intentWire(store.create(params));
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    const intentId = decodeURIComponent(match?.[1] ?? '');
    const action = match?.[2];
    if (match && method === 'GET' && !action) {
      checkClientSecret(kind, intentId, params, search);
      return intentWire(store.get(intentId));
    }
    if (match && method === 'POST' && action === 'cancel') {
      if (kind !== 'secret') throw secretKeyRequired();
      return intentWire(store.cancel(intentId, params));
    }
    if (path.startsWith('/v1/refunds')) return refundRoute(kind, method, path, search, params);
    if (match && method === 'POST' && action === 'confirm') {
      checkClientSecret(kind, intentId, params, search);
      const { client_secret: _secret, ...rest } = params;
      return intentWire(store.confirm(intentId, rest));
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** `POST /v1/refunds`, `GET /v1/refunds/:id`, `GET /v1/refunds?payment_intent=` (secret key only) */
  function refundRoute(kind: string, method: string, path: string, search: URLSearchParams, params: FormObject) {
    if (kind !== 'secret') throw secretKeyRequired();
    if (path === '/v1/refunds' && method === 'POST') return refundWire(refunds.create(params));
    const one = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (one && method === 'GET') return refundWire(refunds.get(decodeURIComponent(one[1] ?? '')));
    const intentId = search.get('payment_intent');
    if (path === '/v1/refunds' && method === 'GET' && intentId) {
      const data = refunds.of(store.get(intentId)).map(refundWire);
      return { object: 'list', data, has_more: false, url: '/v1/refunds' };
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function answer(
    req: IncomingMessage,
    path: string,
    search: URLSearchParams,
    body: string,
  ): { status: number; body: unknown } {
    try {
      return { status: 200, body: route(req, path, search, parseForm(body)) };
    } catch (error) {
      if (error instanceof StripeError) return { status: error.status, body: { error: error.body } };
      if (error instanceof Error && error.message.startsWith('Invalid'))
        return { status: 400, body: { error: { type: 'invalid_request_error', message: error.message } } };
      throw error;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return void res.end();
    }
    if (path.startsWith('/__sandbox/')) return handleControlRoutes(req, res, url, controls);
    const body = await readTextBody(req, 100_000);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    let recorded: FormObject | undefined;
    try {
      recorded = recordable(parseForm(body));
    } catch {
      recorded = undefined;
    }
    requests.record({
      method: req.method ?? 'GET',
      path,
      search: url.search,
      at: clock().getTime(),
      body: recorded,
      ...(key ? { idempotencyKey: key } : {}),
    });
    if ((await faults.apply(path, path + url.search, res)) === 'answered') return;
    const headers = {
      'access-control-allow-origin': '*',
      'request-id': `req_${Math.random().toString(36).slice(2, 16)}`,
    };
    if (req.method !== 'POST' || !key) {
      const { status, body: payload } = answer(req, path, url.searchParams, body);
      return sendJson(res, status, payload, headers);
    }
    const digest = IdempotencyKeys.digest('POST', path, presentedKey(req.headers) ?? '', body);
    try {
      const seen = idempotency.replay(key, digest);
      if (seen) return sendJson(res, seen.status, seen.body, { ...headers, 'idempotent-replayed': 'true' });
    } catch (error) {
      if (error instanceof StripeError) return sendJson(res, error.status, { error: error.body }, headers);
      throw error;
    }
    const { status, body: payload } = answer(req, path, url.searchParams, body);
    if (status !== 401) idempotency.remember(key, digest, status, payload);
    sendJson(res, status, payload, { ...headers, 'idempotency-key': key });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        error: {
          type: 'api_error',
          message: `Stripe sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
        },
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listenOn(server, options.port ?? 0, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    ...keys,
    faults,
    requests,
    intents: () => [...store.intents.values()].map(summary),
    intent: (intentId) => {
      const intent = store.intents.get(intentId);
      return intent ? summary(intent) : undefined;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        faults.shutdown();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
