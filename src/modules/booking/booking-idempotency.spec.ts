import { bodyHash, usableKey } from './booking-idempotency';
import { bookingRecordId, reservationKey } from './booking-journal.service';

describe('the hash an Idempotency-Key keeps of its first body', () => {
  it('should not depend on the order of keys, nested ones included', () => {
    expect(bodyHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(bodyHash({ b: { d: 'x', c: [1, 2] }, a: 1 }));
  });

  it('should tell apart bodies that differ in any value, and leave out what is undefined', () => {
    const body = { email: 'ada@example.com', quantity: 1, answers: { a: 'b' } };
    expect(bodyHash(body)).not.toBe(bodyHash({ ...body, quantity: 2 }));
    expect(bodyHash(body)).not.toBe(bodyHash({ ...body, answers: { a: 'c' } }));
    expect(bodyHash(body)).not.toBe(bodyHash({ ...body, email: 'grace@example.com' }));
    expect(bodyHash({ ...body, verification: undefined })).toBe(bodyHash(body));
    expect(bodyHash([1, 2])).not.toBe(bodyHash([2, 1]));
  });

  it('should take keys of 16 to 128 letters, digits, dashes and underscores only', () => {
    expect(usableKey('7c1e5b0a-2f4d-4c8e-9a6b-000000000001')).toBe(true);
    expect(usableKey('short')).toBe(false);
    expect(usableKey('has spaces in it, twenty')).toBe(false);
    expect(usableKey(undefined)).toBe(false);
  });
});

describe('the key a reservation is filed under', () => {
  const bookings = [{ id: 7, code: 'abc1234', hash: 'h' }];

  it('should differ for two reservations the provider gave the same booking ids', () => {
    const first = { reservationId: 'first', bookings, invoice: { id: 3, amountCents: 8000 } };
    const second = { reservationId: 'second', bookings, invoice: { id: 3, amountCents: 8000 } };
    expect(reservationKey('willowvale', first)).not.toBe(reservationKey('willowvale', second));
    expect(bookingRecordId('willowvale', first)).toBe(`booking-${reservationKey('willowvale', first)}`);
  });

  it('should stay the same for a reservation whatever its invoice amount (a promo code)', () => {
    const before = { reservationId: 'r', bookings, invoice: { id: 3, amountCents: 8000 } };
    expect(reservationKey('willowvale', { ...before, invoice: { id: 3, amountCents: 7200 } })).toBe(
      reservationKey('willowvale', before),
    );
    expect(reservationKey('riverbend', before)).not.toBe(reservationKey('willowvale', before));
  });
});
