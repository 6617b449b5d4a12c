import request from 'supertest';
import { BOOKING_UNKNOWN_ERROR, CHECKING_AVAILABILITY } from '../../../src/common/domain/booking/booking-messages';
import type { MonthSlots } from '../../../src/common/domain/booking/slots';
import { BookingCatalogueService } from '../../../src/modules/booking/booking-catalogue.service';
import { findSlot, ref, startBookingApp, type BookingApp } from './booking-harness';

let app: BookingApp;
let token: string;

beforeAll(async () => {
  app = await startBookingApp();
  token = await app.session();
});
afterAll(() => app?.test.close());

describe('POST /api/booking-public-token', () => {
  it("should answer the centre's company and a session good for an hour", async () => {
    const res = await app.post('/api/booking-public-token', undefined, { captcha: null }).expect(200);
    expect(res.body).toEqual({ companyId: 'willowvale', token: expect.any(String), expiresAt: expect.any(String) });
    const hour = Date.parse(res.body.expiresAt) - Date.now();
    expect(hour).toBeGreaterThan(59 * 60_000);
    expect(hour).toBeLessThanOrEqual(60 * 60_000);
  });
});

describe('POST /api/booking-slots', () => {
  it("should list a month's start times with their places, the first working day first", async () => {
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const body = { block: ref('workshop'), token, service_id: 30, provider_id: 4, date_from: from, date_to: to };
    const res = await app.post('/api/booking-slots', body).expect(200);
    expect(res.body.data.firstWorkingDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = res.body.data.slots as { date: string; slots: { time: string; total_count: number }[] }[];
    expect(days.length).toBeGreaterThan(5);
    // the Workshop Studio: 10:00 and 14:00, three places each
    for (const day of days) {
      expect(day.slots.map((slot) => slot.time)).toEqual(['10:00:00', '14:00:00']);
      for (const slot of day.slots) expect(slot.total_count).toBe(3);
    }
  });

  it('should answer 401 for a session of another centre, so the browser fetches a new one', async () => {
    const foreign = await app.session('riverbend');
    const body = {
      block: ref('workshop'),
      token: foreign,
      service_id: 30,
      provider_id: 4,
      date_from: '2030-01-01',
      date_to: '2030-01-31',
    };
    const res = await app.post('/api/booking-slots', body).expect(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('should refuse a service the block does not offer, and a block the page does not have', async () => {
    const base = { token, provider_id: null, date_from: '2030-01-01', date_to: '2030-01-31' };
    await app.post('/api/booking-slots', { ...base, block: ref('workshop'), service_id: 1 }).expect(400);
    await app
      .post('/api/booking-slots', { ...base, block: { page: 'pages/contact-us', uid: 'nope' }, service_id: 30 })
      .expect(400);
    await app
      .post('/api/booking-slots', { ...base, block: { page: 'pages/nowhere', uid: 'e2e-workshop' }, service_id: 30 })
      .expect(400);
  });

  it('should carry on when the provider ends its token (-32600): a new one is taken', async () => {
    app.test.sandboxes.simplybook.revokeTokens('willowvale');
    const issued = app.test.sandboxes.simplybook.tokensIssued;
    await findSlot(app, token, 'styling', 1, 1);
    expect(app.test.sandboxes.simplybook.tokensIssued).toBe(issued + 1);
  });
});

describe('BookingCatalogueService (what the render module renders a block with)', () => {
  it("should read the block's services with their providers, visible fields and products, prices in cents", async () => {
    const centre = app.test.config.centres.centres.find((c) => c.slug === 'willowvale')!;
    const catalogue = await app.test.app.get(BookingCatalogueService).catalogue(centre, [2, 1]);
    expect(catalogue.companyId).toBe('willowvale');
    expect(catalogue.services.map((s) => [s.id, s.name, s.priceCents, s.durationMinutes, s.providerIds])).toEqual([
      [1, 'Personal Styling Session', 8000, 60, [1, 2]],
      [2, 'Wardrobe Edit', 12000, 90, [1, 2]],
    ]);
    // spec 3 §4.1: only the providers attached to the listed services, pictures from the public URL
    expect(catalogue.providers.map((p) => p.name)).toEqual(['Ava Chen', 'Noah Williams']);
    expect(catalogue.providers[0]!.pictureUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/providers\/ava-chen\.svg$/,
    );
    const styling = catalogue.services[0]!;
    expect(styling.fields.map((f) => f.name)).not.toContain('internal');
    expect(styling.fields[0]).toMatchObject({ key: 'Whatareyoushoppingfor', type: 'select', optional: false });
    // the inactive tote is not offered
    expect(styling.products).toEqual([{ id: 102, name: 'Style notebook', priceCents: 1200, maxQty: 1 }]);
  });
});

describe('a provider that fails', () => {
  it('should answer 503 with the booking unknown error when the provider gives neither result nor error', async () => {
    app.test.sandboxes.simplybook.setRpcFault({ method: 'getStartTimeMatrix', empty: true, times: 2 });
    const body = {
      block: ref('workshop'),
      token,
      service_id: 30,
      provider_id: 4,
      date_from: '2030-01-01',
      date_to: '2030-01-31',
    };
    const res = await app.post('/api/booking-slots', body).expect(503);
    expect(res.body.message).toBe(BOOKING_UNKNOWN_ERROR);
    app.test.sandboxes.simplybook.clearRpcFaults();
  });
});

/** The page's booking island of a block: its timing and the model it starts from (a query string passes the page cache). */
async function islandOf(uid: string): Promise<{ when: string; html: string; model: { openingMonth?: MonthSlots } }> {
  const page = await request(app.test.url)
    .get('/contact-us?fresh')
    .set('Host', app.test.host('willowvale'))
    .expect(200);
  for (const [, key, json] of page.text.matchAll(
    /<script type="application\/json" data-island-props="([^"]+)"[^>]*>(.*?)<\/script>/g,
  )) {
    const props = JSON.parse(json!) as { model?: { block?: { uid?: string }; openingMonth?: MonthSlots } };
    if (props.model?.block?.uid !== uid) continue;
    const island = new RegExp(`<atrium-island([^>]*data-key="${key}"[^>]*)>([\\s\\S]*?)</atrium-island>`).exec(
      page.text,
    )!;
    return { when: /data-when="([^"]+)"/.exec(island[1]!)![1]!, html: island[2]!, model: props.model };
  }
  throw new Error(`no island for ${uid}`);
}

describe('the page of a block that opens on the date step (issue 14 part 7)', () => {
  it('should bring the opening month with the times the slots answer gives, and hydrate on the first press', async () => {
    const { when, html, model } = await islandOf('e2e-workshop');
    const month = model.openingMonth!;
    expect(month.days.length).toBeGreaterThan(0);
    const body = {
      block: ref('workshop'),
      token,
      service_id: 30,
      provider_id: 4,
      date_from: month.days[0]!.date,
      date_to: month.days.at(-1)!.date,
    };
    const asked = await app.post('/api/booking-slots', body).expect(200);
    expect(month.days).toEqual(asked.body.data.slots);
    expect(when).toBe('interaction');
    expect(html).not.toContain(CHECKING_AVAILABILITY);
    // the open days are buttons a press can reach before any script, the first working day chosen
    expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*data-date="${month.firstWorkingDay}"`));
  });

  it('should leave the times to the island when the provider fails as the page renders', async () => {
    // every read fails while the page renders (each block that opens on the date step reads, each read twice)
    app.test.sandboxes.simplybook.setRpcFault({ method: 'getStartTimeMatrix', empty: true, times: 100 });
    const { when, html, model } = await islandOf('e2e-workshop');
    app.test.sandboxes.simplybook.clearRpcFaults();
    expect(model.openingMonth).toBeUndefined();
    expect(when).toBe('visible');
    expect(html).toContain(CHECKING_AVAILABILITY);
  });
});
