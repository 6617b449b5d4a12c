import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import type { CrashPoint } from '../../src/modules/payments/crash-switch.service';
import { DEMO_WEBHOOK_TOKEN } from '../../src/sandbox/start-sandboxes';
import { startShippedApp, type ShippedApp } from './shipped-app';

/** A crash drill's server and the calls its visitors make (read it inside tests: set once `beforeAll` has run). */
export interface CrashDrill {
  /** the shipped server, killed at the armed point and started again on the same ledger and sandboxes */
  readonly app: ShippedApp;
  /** how many times the server died under a call and was started again */
  readonly restarts: number;
  /** The server kills itself (SIGKILL) when it next reaches `point` (BOOKING_CRASH_FILE). */
  arm(point: CrashPoint): void;
  /** A call to the site for the drill's centre, the human check passed; `undefined` when the server died under it. */
  call(
    method: 'get' | 'post',
    path: string,
    body?: object,
    headers?: Record<string, string>,
  ): Promise<Response | undefined>;
  /** The answer; when the server died under the call, it is started again and the test fails. */
  alive<T>(answer: T | undefined): Promise<T>;
  /** The sandbox card form pays the intent with a card that succeeds; `undefined` when the server died under it. */
  payByCard(clientSecret: string): Promise<Response | undefined>;
  /** An operator's GET (the demo webhook token); the server must answer. */
  operator(path: string): Promise<Response>;
  /**
   * One step of a visitor's: when the server died under it, it is started again and the step made once more, unless
   * the visitor never comes back (`'died'`).
   */
  step<T>(make: () => Promise<T | undefined>, returns: boolean): Promise<T | 'died'>;
}

/**
 * The harness of the crash drills (docs/booking.md and docs/ticketing.md "Crash drill"): the shipped build
 * (`npm run build` first) with the crash switch armed through a file, the settle job every 250 ms after a grace
 * period of one second, settle leases that lapse two seconds after a killed instance took them; started before the
 * test file's tests, stopped after them.
 */
export function useCrashDrill(centre: string): CrashDrill {
  const folder = mkdtempSync(join(tmpdir(), 'atrium-crash-drill-'));
  const crashFile = join(folder, 'crash-at');
  let app: ShippedApp | undefined;
  let restarts = 0;
  const restart = async (): Promise<void> => {
    restarts += 1;
    await drill.app.restart();
  };
  beforeAll(async () => {
    app = await startShippedApp({
      env: {
        BOOKING_CRASH_FILE: crashFile,
        BOOKING_SETTLE_INTERVAL_MS: '250',
        BOOKING_SETTLE_GRACE_MS: '1000',
        // a killed instance's settle leases lapse after this
        BOOKING_SETTLE_LEASE_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const drill: CrashDrill = {
    get app() {
      if (!app) throw new Error('the crash drill has not started');
      return app;
    },
    get restarts() {
      return restarts;
    },
    arm: (point) => writeFileSync(crashFile, point),
    call: (method, path, body, headers = {}) => {
      const req = request(drill.app.url)
        [method](path)
        .set('Host', drill.app.host(centre))
        .set('Authorization', 'demo-pass');
      for (const [name, value] of Object.entries(headers)) req.set(name, value);
      return (method === 'post' ? req.send(body ?? {}) : req).then(
        (res) => res,
        () => undefined,
      );
    },
    alive: async (answer) => {
      if (answer !== undefined) return answer;
      await restart();
      throw new Error('the server died');
    },
    payByCard: (clientSecret) =>
      drill.call('post', '/api/booking-card-sandbox', {
        client_secret: clientSecret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' },
        billing_details: { name: 'Ada Lovelace' },
      }),
    operator: async (path) =>
      drill.alive(await drill.call('get', path, undefined, { 'x-webhook-token': DEMO_WEBHOOK_TOKEN })),
    step: async (make, returns) => {
      const first = await make();
      if (first !== undefined) return first;
      await restart();
      if (!returns) return 'died';
      const again = await make();
      if (again === undefined) throw new Error('the server died twice');
      return again;
    },
  };
  return drill;
}
