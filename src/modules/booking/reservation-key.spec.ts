import { bookingRecordId, reservationKey } from './booking-journal.service';

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
