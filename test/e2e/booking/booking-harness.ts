import request from 'supertest';
import type { CmsBlok } from '../../../src/common/domain/cms/storyblok.types';
import { startLedgerApp, type LedgerApp, type ManualClock } from '../submissions/ledger-harness';

/** the captcha sandbox's passing token (decision 0009) */
export const PASS = 'demo-pass';
export const SPACE = '1001';
/** a published page of the demo content the tests put their booking blocks on */
export const PAGE = 'pages/contact-us';

/** The booking blocks the tests book through (spec 3 §3.1 content settings; demo facts of issue 14). */
export const BLOCKS = {
  styling: { component: 'service_booking', _uid: 'e2e-styling', serviceIds: '1,2', maxPeople: '1' },
  workshop: {
    component: 'service_booking',
    _uid: 'e2e-workshop',
    serviceIds: '30',
    maxPeople: '4',
    allowMultipleBookings: true,
  },
  /** the same workshop where several bookings of one time are not allowed */
  studio: { component: 'service_booking', _uid: 'e2e-studio', serviceIds: '30', maxPeople: '4' },
  pamper: {
    component: 'service_booking',
    _uid: 'e2e-pamper',
    serviceIds: '20,21,22',
    maxPeople: '1',
    smsConfirmation: true,
    nonExclusivePromos: true,
  },
  tiered: { component: 'service_booking', _uid: 'e2e-tiered', serviceIds: '1', allowTieredPricing: true },
  /** the workshop with questions of its own (spec 3 §3.1 `questions`) */
  asking: {
    component: 'service_booking',
    _uid: 'e2e-asking',
    serviceIds: '30',
    maxPeople: '4',
    allowMultipleBookings: true,
    questions: [
      {
        component: 'booking_question',
        _uid: 'e2e-foliage',
        title: 'Which foliage would you like?',
        type: 'select',
        values: 'Native greens,Silver and white',
      },
      { component: 'booking_question', _uid: 'e2e-tag', title: 'Name for the gift tag', type: 'text', is_null: true },
    ],
  },
  /** the Style Bar's blow-dry: a time every twenty minutes, all day */
  blowDry: { component: 'service_booking', _uid: 'e2e-blow-dry', serviceIds: '40' },
  /** the demo's two hours of notice (spec 3 §3.1 minTimeBeforeBooking) */
  notice: { component: 'service_booking', _uid: 'e2e-notice', serviceIds: '20,21,22', minTimeBeforeBooking: '2' },
} as const;
export type BlockName = keyof typeof BLOCKS;
export const ref = (name: BlockName) => ({ page: PAGE, uid: BLOCKS[name]._uid });

let keys = 0;
export const newKey = (): string => `7c1e5b0a-2f4d-4c8e-9a6b-${String((keys += 1)).padStart(12, '0')}`;

export interface BookingApp extends LedgerApp {
  post(path: string, body: unknown, options?: { key?: string; captcha?: string | null; centre?: string }): request.Test;
  session(centre?: string): Promise<string>;
}

/** The app with the sandboxes, the booking blocks published on PAGE. */
export async function startBookingApp(
  options: { clock?: ManualClock; env?: Record<string, string> } = {},
): Promise<BookingApp> {
  const app = await startLedgerApp(options);
  app.test.sandboxes.cms.editDraft(SPACE, PAGE, (content: CmsBlok) => ({
    ...content,
    body: [...(((content as Record<string, unknown>).body as CmsBlok[]) ?? []), ...Object.values(BLOCKS)],
  }));
  app.test.sandboxes.cms.publish(SPACE, PAGE);
  await request(app.test.url)
    .post('/api/admin/cache/update')
    .set('Host', app.test.host('willowvale'))
    .set('x-webhook-token', app.test.config.content.webhookToken)
    .send({ text: 'published', action: 'published', space_id: Number(SPACE), full_slug: PAGE })
    .expect(200);
  const post: BookingApp['post'] = (path, body, o = {}) => {
    const req = request(app.test.url)
      .post(path)
      .set('Host', app.test.host(o.centre ?? 'willowvale'));
    if (o.key) req.set('Idempotency-Key', o.key);
    const captcha = o.captcha === undefined ? PASS : o.captcha;
    if (captcha !== null) req.set('Authorization', captcha);
    return req.send(body as object);
  };
  return {
    ...app,
    post,
    session: async (centre = 'willowvale') =>
      (await post('/api/booking-public-token', {}, { centre }).expect(200)).body.token,
  };
}

/** The app and a booking session for one test file: started before its tests, closed after them. */
export function useBookingApp(options: Parameters<typeof startBookingApp>[0] = {}): { app: BookingApp; token: string } {
  const handle = {} as { app: BookingApp; token: string };
  beforeAll(async () => {
    handle.app = await startBookingApp(options);
    handle.token = await handle.app.session();
  });
  afterAll(() => handle.app?.test.close());
  return handle;
}

/**
 * A future start time of a service from /api/booking-slots (the first day with one, `time` when given), with at
 * least `places` left.
 */
export async function findSlot(
  app: BookingApp,
  token: string,
  block: BlockName,
  serviceId: number,
  providerId: number | null,
  time?: string,
  places = 1,
): Promise<{ date: string; time: string; available: number }> {
  const start = new Date(Date.now() + 3 * 86_400_000);
  for (let month = 0; month < 3; month += 1) {
    const from = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, month === 0 ? start.getUTCDate() : 1),
    );
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0));
    const res = await app
      .post('/api/booking-slots', {
        block: ref(block),
        token,
        service_id: serviceId,
        provider_id: providerId,
        date_from: from.toISOString().slice(0, 10),
        date_to: to.toISOString().slice(0, 10),
        with_available_slots: 1,
      })
      .expect(200);
    for (const day of res.body.data.slots as { date: string; slots: { time: string; available_count: number }[] }[]) {
      const slot = day.slots.find((s) => s.available_count >= places && (time === undefined || s.time === time));
      if (slot) return { date: day.date, time: slot.time, available: slot.available_count };
    }
  }
  throw new Error(`no slot of service ${serviceId}`);
}
