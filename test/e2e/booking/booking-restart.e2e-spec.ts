import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_ERROR } from '../../../src/common/domain/booking/booking-messages';
import { dataFolder } from '../submissions/ledger-harness';
import { startBookingApp, type BookingApp } from './booking-harness';
import { confirmBody, reserve } from './booking-flow';
import { CARDS, payAndConfirm, payCard, pressPay, type Reserved } from './booking-payments';

// 'No booking without a payment': the ledger (on disk) outlives a restart; a confirmation is keyed by the
// reservation it confirms, never by the provider's booking id alone, and the provider keeps its diary

const ledger = dataFolder();
const diaries: string[] = [];
const diary = (): string => {
  const path = mkdtempSync(join(tmpdir(), 'atrium-simplybook-e2e-'));
  diaries.push(path);
  return path;
};
let app: BookingApp | undefined;
const start = async (simplybookDir: string) => {
  await app?.test.close();
  app = await startBookingApp({ env: { DYNAMODB_DATA_DIR: ledger.path, SIMPLYBOOK_DATA_DIR: simplybookDir } });
  return app;
};

afterAll(async () => {
  await app?.test.close();
  ledger.remove();
  for (const path of diaries) rmSync(path, { recursive: true, force: true });
});

async function paidStyling(on: BookingApp): Promise<{ reservation: Reserved; address: string }> {
  const { res, email: address } = await reserve(on, await on.session(), 'styling', 1, 1);
  expect(res.status).toBe(201);
  return { reservation: res.body.reservationData as Reserved, address };
}

describe('a restart with the confirmed bookings of the last run in the ledger', () => {
  const first = diary();
  let booked: Reserved;

  beforeAll(async () => {
    const before = await start(first);
    const paid = await paidStyling(before);
    booked = paid.reservation;
    expect((await payAndConfirm(before, booked, paid.address)).status).toBe(200);
  });

  it("should refuse a new booking whose card failed 3-D Secure, even when the provider gives it an old booking's id", async () => {
    // the provider lost its diary (the old sandbox numbered from 1 again after every start)
    const after = await start(diary());
    const { reservation, address } = await paidStyling(after);
    expect(reservation.bookings[0]!.id).toBe(booked.bookings[0]!.id);
    const intent = (await pressPay(after, reservation, address).expect(200)).body;
    const card = await payCard(after, intent.client_secret, CARDS.threeDSecure, 'fail');
    expect(card.error).toMatchObject({ code: 'payment_intent_authentication_failure' });

    const refused = await after
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(400);
    expect(refused.body.message).toMatch(new RegExp(`^${PAYMENT_ERROR}`));
    const held = after.test.sandboxes.simplybook
      .bookings('willowvale')
      .find((b) => b.id === reservation.bookings[0]!.id);
    expect(held?.status).toBe('held');
  });

  it('should find the provider diary as it was and never give a booking id out twice', async () => {
    const after = await start(first);
    const kept = after.test.sandboxes.simplybook.bookings('willowvale');
    expect(kept).toContainEqual(expect.objectContaining({ id: booked.bookings[0]!.id, status: 'confirmed' }));
    const { reservation } = await paidStyling(after);
    expect(reservation.bookings[0]!.id).toBeGreaterThan(booked.bookings[0]!.id);
    expect(reservation.invoice.id).toBeGreaterThan(booked.invoice.id);
  });
});
