/**
 * A local stand-in for Vivenu's core API (contracts.md §3) over real HTTP on loopback, so the real client runs
 * in demo and test modes: the demo events of every centre's seller with stock that runs out, checkouts that hold
 * it and give it back, coupons, fees and GST priced as Vivenu does, payment requests that issue tickets. See
 * README.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CallRecorder } from '../property-api/call-log';
import {
  type ControlAction,
  type ControlBody,
  faultAndRequestRoutes,
  handleControlRoutes,
  requireString,
} from '../shared/control-routes';
import { FaultController } from '../shared/fault-switch';
import { listenOn } from '../shared/listen';
import { readTextBody, sendJson } from '../shared/sandbox-http';
import { CheckoutStore } from './checkouts';
import { CouponBook } from './coupons';
import { EventCatalogue } from './event-catalogue';
import { PaymentRequests } from './payment-requests';
import { VivenuHttpFailure } from './vivenu-http-error';
import { routeVivenu, type RouterState } from './vivenu.router';
import type { VivenuSandbox, VivenuSandboxOptions } from './vivenu-sandbox.types';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '86400',
};

function wholeNumber(body: ControlBody, key: string): number {
  const value = Number(body[key]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${key} must be a whole number from 0`);
  return value;
}

/** secrets are kept out of the request log, from bodies and queries alike */
function recordable(body: Record<string, unknown>): Record<string, unknown> {
  return 'secret' in body ? { ...body, secret: '(secret)' } : body;
}

function recordableSearch(url: URL): string {
  if (!url.searchParams.has('secret')) return url.search;
  const params = new URLSearchParams(url.searchParams);
  params.set('secret', '(secret)');
  return `?${params.toString()}`;
}

export async function startVivenuSandbox(options: VivenuSandboxOptions): Promise<VivenuSandbox> {
  const now = options.now ?? (() => new Date());
  const faults = new FaultController();
  const requests = new CallRecorder();
  const catalogue = new EventCatalogue(options.sellers, now);
  const coupons = new CouponBook(now());
  const checkouts = new CheckoutStore(catalogue, coupons, now, options.checkoutMinutes ?? 15);
  const payments = new PaymentRequests(checkouts, now);
  const state: RouterState = { sellers: options.sellers, catalogue, coupons, checkouts, payments, now };
  let closing: Promise<void> | undefined;

  const sandbox = {
    setStock: (eventId: string, ticketTypeId: string, v: number) => catalogue.setStock(eventId, ticketTypeId, v),
    stock: (eventId: string) => (checkouts.sweep(), catalogue.stock(eventId)),
    expireCheckout: (checkoutId: string) => checkouts.expireNow(checkoutId),
    checkout: (checkoutId: string) => {
      checkouts.sweep();
      const record = checkouts.records.get(checkoutId);
      return record ? checkouts.summary(record) : undefined;
    },
    checkouts: () => (checkouts.sweep(), [...checkouts.records.values()].map((record) => checkouts.summary(record))),
    failConfirmations: (times: number) => payments.failConfirmations(times),
    setCheckoutMinutes: (minutes: number) => {
      if (!(minutes > 0)) throw new Error('minutes must be more than 0');
      checkouts.checkoutMinutes = minutes;
    },
  };

  const controls = new Map<string, ControlAction>([
    ...faultAndRequestRoutes({ faults, requests }),
    ['GET /__sandbox/requests/entries', () => ({ entries: requests.entries })],
    ['GET /__sandbox/stock', () => (checkouts.sweep(), { events: catalogue.allStock() })],
    [
      'POST /__sandbox/stock',
      (body) => {
        const eventId = requireString(body, 'eventId');
        sandbox.setStock(eventId, requireString(body, 'ticketTypeId'), wholeNumber(body, 'v'));
        return sandbox.stock(eventId);
      },
    ],
    ['GET /__sandbox/checkouts', () => ({ checkouts: sandbox.checkouts() })],
    [
      'POST /__sandbox/checkouts/expire',
      (body) => {
        const checkoutId = requireString(body, 'checkoutId');
        sandbox.expireCheckout(checkoutId);
        return sandbox.checkout(checkoutId);
      },
    ],
    [
      'POST /__sandbox/checkout-minutes',
      (body) => (sandbox.setCheckoutMinutes(Number(body.minutes)), { minutes: checkouts.checkoutMinutes }),
    ],
    [
      'POST /__sandbox/payment-failures',
      (body) => (sandbox.failConfirmations(wholeNumber(body, 'times')), { times: Number(body.times) }),
    ],
    ['DELETE /__sandbox/payment-failures', () => (sandbox.failConfirmations(0), { times: 0 })],
  ]);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return void res.end();
    }
    if (path.startsWith('/__sandbox/')) return handleControlRoutes(req, res, url, controls);
    const text = await readTextBody(req, 200_000);
    let body: Record<string, unknown> = {};
    let unreadable = false;
    try {
      const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
      else unreadable = true;
    } catch {
      unreadable = true;
    }
    requests.record({
      method: req.method ?? 'GET',
      path,
      search: recordableSearch(url),
      at: now().getTime(),
      body: recordable(body),
    });
    if ((await faults.apply(path, path + url.search, res)) === 'answered') return;
    const headers = { 'access-control-allow-origin': '*' };
    if (unreadable)
      return sendJson(
        res,
        400,
        { statusCode: '400', error: 'Bad Request', message: 'Body must be a JSON object' },
        headers,
      );
    checkouts.sweep();
    try {
      const answer = routeVivenu(state, req, path, url.searchParams, body);
      sendJson(res, answer.status, answer.body, headers);
    } catch (error) {
      if (!(error instanceof VivenuHttpFailure)) throw error;
      sendJson(res, error.status, error.body, headers);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        statusCode: '500',
        error: 'Internal Server Error',
        message: `Vivenu sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listenOn(server, options.port ?? 0, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    coreUrl: `${url}/api`,
    faults,
    requests,
    ...sandbox,
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
