import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../../src/app.factory';
import { PaymentsSettleJob } from '../../../src/modules/payments/payments-settle-job.service';
import { TicketingAdminService } from '../../../src/modules/ticketing/ticketing-admin.service';
import { ManualClock } from '../submissions/ledger-harness';
import { CENTRE, EVENTS, createCheckout, startTicketingApp, stockOf, type TicketingApp } from './ticketing-harness';

// decision 0029 item 6 'a restarted server never leaves a hold it made': the server that made a hold stops without
// giving it back; another one, started on the same ledger, finds the order and aborts the checkout at Vivenu once
// the hold and the grace period are over (its clock moved there; Vivenu has not expired the checkout itself)

const MEMBER_TICKET = `${CENTRE}-members-entry`;
let first: TicketingApp;
let second: NestExpressApplication | undefined;

beforeAll(async () => {
  first = await startTicketingApp();
});
afterAll(async () => {
  await second?.close();
  await first.test.sandboxes.close();
});

describe('a server that stopped with a hold open', () => {
  it('should have the hold aborted by the next server once it is over, the stock back and the order abandoned', async () => {
    const before = stockOf(first, EVENTS.members, MEMBER_TICKET);
    const checkout = await createCheckout(first, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 3 }]);
    expect(stockOf(first, EVENTS.members, MEMBER_TICKET)).toBe(before - 3);
    // the first server goes away: no abort, no shutdown work for its holds
    await first.test.app.close();

    const { config } = first.test;
    const later = Date.parse(checkout.expiresAt) + config.integrations.booking.settleGraceMs + 1000;
    second = await createApp(config, { clock: new ManualClock(later) });
    await second.init();
    const report = await second.get(PaymentsSettleJob).runOnce();
    expect(report).toMatchObject({ cancelled: 1 });
    expect(stockOf(first, EVENTS.members, MEMBER_TICKET)).toBe(before);
    const vivenuCheckout = first.test.sandboxes.vivenu.checkouts().find((c) => c.eventId === EVENTS.members);
    expect(vivenuCheckout).toMatchObject({ status: 'ABORTED', expired: false });
    const overview = await second.get(TicketingAdminService).overview(50);
    expect(overview.abandoned).toHaveLength(1);
    expect(overview.abandoned[0]).toMatchObject({ status: 'abandoned', tickets: 3 });
  });
});
