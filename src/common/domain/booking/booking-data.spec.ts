import { bookingDataRequest, bookingReference, clientRequest, subscriptionRequest } from './booking-data';

const details = {
  first_name: ' Ava ',
  last_name: 'Nguyen',
  email: 'ava@example.com',
  mobile: '0412345678',
  postcode: '3000',
};

describe('confirmed booking requests (spec 3 §3.1)', () => {
  it('should write the booking data with the provider time, the invoice in dollars and string answers', () => {
    expect(
      bookingDataRequest({
        eventId: 1,
        date: '2026-12-03',
        time: '10:30:00',
        bookings: [{ id: 501, code: 'ab12cd' }],
        invoice: { id: 77, amountCents: 9500 },
        answers: [{ name: 'allergies', value: 'None' }],
      }),
    ).toEqual({
      booking_event_id: 1,
      booking_date: '2026-12-03 10:30:00',
      bookings: [{ id: 501, code: 'ab12cd' }],
      invoice: { id: 77, amount: '95.00' },
      fields: [{ name: 'allergies', value: 'None', type: 'string' }],
    });
  });

  it('should send no invoice for a free booking and complete a time given to the minute', () => {
    const request = bookingDataRequest({
      eventId: 30,
      date: '2026-12-03',
      time: '09:00',
      bookings: [],
      invoice: null,
      answers: [],
    });
    expect(request.invoice).toBeNull();
    expect(request.booking_date).toBe('2026-12-03 09:00:00');
  });

  it('should join the first and last name for the client', () => {
    expect(clientRequest(details)).toEqual({
      email: 'ava@example.com',
      name: 'Ava Nguyen',
      phone: '0412345678',
      zip: '3000',
    });
  });

  it('should mark the subscription as coming from the booking provider', () => {
    expect(subscriptionRequest(details, '2026-11-26T01:00:00.000Z')).toEqual({
      first_name: 'Ava',
      email: 'ava@example.com',
      last_name: 'Nguyen',
      mobile: '0412345678',
      postcode: '3000',
      source: 'simplybook',
      created_date: '2026-11-26T01:00:00.000Z',
    });
  });

  it('should show the booking codes upper case as the reference', () => {
    expect(bookingReference([{ code: 'ab12cd' }, { code: 'ef34' }])).toBe('AB12CD, EF34');
    expect(bookingReference([])).toBe('');
  });
});
