import type { VivenuEventInfo, VivenuListing } from '../../modules/ticketing/vivenu.wire';
import { startTestVivenu, type TestVivenu, NEARLY_SOLD_OUT, SESSION } from './vivenu-sandbox.testing';

describe('Vivenu sandbox', () => {
  let vivenu: TestVivenu;
  beforeEach(async () => {
    vivenu = await startTestVivenu({ checkoutMinutes: 15 });
  });
  afterEach(() => vivenu.sandbox.close());

  describe('the demo events', () => {
    it('should list the recurrent event on several dates over the next three weeks, twice a day on some', async () => {
      const { status, body } = await vivenu.call<VivenuListing[]>(
        'GET',
        '/events/public/listings?sellerId=seller-willowvale&rootId=willowvale-recurrent&top=100',
      );
      expect(status).toBe(200);
      const days = new Set(body.map((event) => event._id.split('-')[2]));
      expect(days.size).toBeGreaterThanOrEqual(10);
      expect(body.map((event) => event._id)).toEqual(
        expect.arrayContaining([
          'willowvale-recurrent-20261129-1000',
          'willowvale-recurrent-20261129-1400',
          NEARLY_SOLD_OUT,
        ]),
      );
      expect(body.every((event) => event.eventType === 'RECURRENCE' && event.rootId === 'willowvale-recurrent')).toBe(
        true,
      );
      // Sunday 29 November at 10:00 in Melbourne is 23:00 UTC the day before
      expect(body[0]).toMatchObject({ start: '2026-11-28T23:00:00.000Z', saleStatus: 'onSale', startingPrice: 15 });
      const last = Date.parse(body[body.length - 1]!.start);
      expect(last - vivenu.clock.ms).toBeLessThan(22 * 24 * 3600_000);
      const nearly = body.find((event) => event._id === NEARLY_SOLD_OUT);
      expect(nearly?.v).toBe(3);

      const page = await vivenu.call<VivenuListing[]>(
        'GET',
        '/events/public/listings?sellerId=seller-willowvale&rootId=willowvale-recurrent&top=2&skip=1',
      );
      expect(page.body.map((event) => event._id)).toEqual(body.slice(1, 3).map((event) => event._id));
      const later = await vivenu.call<VivenuListing[]>(
        'GET',
        `/events/public/listings?sellerId=seller-willowvale&rootId=willowvale-recurrent&startMin=${encodeURIComponent('2026-12-05T00:00:00Z')}`,
      );
      expect(later.body.every((event) => Date.parse(event.start) >= Date.parse('2026-12-05T00:00:00Z'))).toBe(true);
      const other = await vivenu.call<VivenuListing[]>(
        'GET',
        '/events/public/listings?sellerId=seller-karri-ridge&rootId=willowvale-recurrent',
      );
      expect(other.body).toEqual([]);
    });

    it("should give the recurrent event's tickets, limits, fees, inclusive GST and questions of every type", async () => {
      const { body } = await vivenu.call<VivenuEventInfo>('GET', `/events/info/${SESSION}`);
      expect(body).toMatchObject({
        _id: SESSION,
        eventType: 'RECURRENCE',
        rootId: 'willowvale-recurrent',
        timezone: 'Australia/Melbourne',
        saleStatus: 'onSale',
        sellerId: 'seller-willowvale',
        max: 10,
        meta: { is_child_tickets_mandatory: false, max_adult_tickets: 6 },
        sellerFees: { cXf: 1.5, cXv: 0.02, ccXf: 2 },
        taxSettings: { taxMethod: 'inclusive', taxRate: 0.1 },
        startingPrice: 15,
      });
      expect(body.tickets.map((type) => [type.name, type.price])).toEqual([
        ['Adult', 25],
        ['Child', 15],
        ['Family', 60],
      ]);
      const types = new Set(body.extraFields!.map((field) => field.type));
      expect(types).toEqual(
        new Set(['text', 'textarea', 'select', 'radio', 'checkbox', 'number', 'date', 'email', 'tel']),
      );
      expect(body.extraFields!.some((field) => field.required)).toBe(true);
      expect(body.extraFields!.filter((field) => field.deleted)).toHaveLength(1);
      expect(body.ticketExtraFields!.length).toBeGreaterThan(0);
      expect(body.tickets.find((type) => type.name === 'Adult')?.requiresExtraFields).toBe(true);
    });

    it('should answer the tax exclusive, free, sold out, planned and past events as their kinds', async () => {
      const info = async (kind: string) =>
        (await vivenu.call<VivenuEventInfo>('GET', `/events/info/willowvale-${kind}`)).body;
      expect(await info('tax-exclusive')).toMatchObject({
        taxSettings: { taxMethod: 'exclusive', taxRate: 0.1 },
        eventType: 'SINGLE',
      });
      expect(await info('free')).toMatchObject({
        meta: { is_free_event: true, is_child_tickets_mandatory: true },
        startingPrice: 0,
        saleStatus: 'onSale',
      });
      expect(await info('sold-out')).toMatchObject({ saleStatus: 'soldOut', v: 0 });
      expect(await info('planned')).toMatchObject({ saleStatus: 'planned' });
      expect(await info('past')).toMatchObject({ saleStatus: 'past' });
      expect(await info('members')).toMatchObject({ saleStatus: 'onSale' });
      expect(await info('offline')).toMatchObject({ saleStatus: 'onSale' });
      expect(await info('recurrent')).toMatchObject({ eventType: 'ROOT' });
    });

    it('should answer an unknown event 404 with the error nested in detail too', async () => {
      const { status, body } = await vivenu.call('GET', '/events/info/nowhere');
      expect(status).toBe(404);
      expect(body).toEqual({
        statusCode: '404',
        error: 'Not Found',
        message: 'Event not found',
        detail: { statusCode: '404', error: 'Not Found', message: 'Event not found' },
      });
    });
  });
});
