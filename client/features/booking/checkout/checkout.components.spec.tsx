import { renderToString } from 'react-dom/server';
import type {
  BookingInvoice,
  BookingSettings,
  ConfirmAnswer,
  PaymentIntentAnswer,
} from '../../../../src/common/domain/booking/booking-wire';
import type { CheckoutApi } from './checkout-api';
import { CheckoutView } from './checkout-view';
import { CheckoutStore } from './checkout.store';
import { ConfirmationView } from './confirmation-view';
import { SessionExpiredView } from './session-expired-view';

const invoice: BookingInvoice = {
  id: 7,
  amountCents: 9995,
  discountCents: 0,
  taxCents: 909,
  currency: 'AUD',
  dueAt: '2026-12-01T00:10:00.000Z',
  createdAt: '2026-12-01T00:00:00.000Z',
  lines: [
    { type: 'booking', name: 'Express Facial', qty: 1, priceCents: 4500, finalPriceCents: 8000 },
    { type: 'product', name: 'Hydrating serum', qty: 1, priceCents: 1995, finalPriceCents: 1995 },
  ],
};

const settings: BookingSettings = {
  serviceIds: [20, 21, 22],
  allowMultipleBookings: false,
  allowTieredPricing: false,
  maxPeople: 1,
  minTimeBeforeBooking: 0,
  fullDayEvent: false,
  smsConfirmation: false,
  showBookMore: true,
  nonExclusivePromos: false,
  membersOnly: false,
  terms: 'I accept the Willowvale booking terms',
  confirmation: 'See you at the beauty bar on level 1.',
  ticketInfo: 'Arrive five minutes early.',
};

const intent: PaymentIntentAnswer = {
  id: 'pi_1',
  client_secret: 'pi_1_secret',
  public_key: 'sandbox',
  amountCents: 9995,
  status: 'requires_payment_method',
};

const api: CheckoutApi = {
  paymentIntent: () => Promise.resolve(intent),
  applyPromo: () => Promise.reject(new Error('not expected')),
  confirm: () => Promise.reject(new Error('not expected')),
  cardSandbox: () => Promise.reject(new Error('not expected')),
};

function checkout(options: {
  existingMember?: boolean;
  invoice?: BookingInvoice | null;
  settings?: Partial<BookingSettings>;
}) {
  return new CheckoutStore({
    reservation: {
      token: 'r-1',
      bookings: [{ id: 1, code: 'x1' }],
      invoice: options.invoice === undefined ? invoice : options.invoice,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      existingMember: options.existingMember ?? false,
    },
    settings: { ...settings, ...options.settings },
    email: 'ada@example.com',
    summary: {
      serviceName: 'Express Facial',
      providerName: 'Mia Patel',
      date: '2026-12-03',
      time: '14:30:00',
      durationMinutes: 30,
      people: 1,
    },
    humanCheck: { token: () => Promise.resolve('t'), reset: () => {} },
    onConfirmed: () => {},
    onExpired: () => {},
    api,
  });
}

const html = (element: React.ReactElement) =>
  renderToString(element)
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, '');
const fieldsOf = (markup: string) => [...markup.matchAll(/name="([^"]+)"/g)].map((match) => match[1]);

describe('the booking summary step as the visitor sees it (spec 3 §2.1, §5.1, §9)', () => {
  it('should show the date, time and the invoice’s lines, GST and total', () => {
    const markup = html(<CheckoutView checkout={checkout({})} />);
    expect(markup).toContain('Booking Summary');
    expect(markup).toContain('Thursday 03 December');
    expect(markup).toContain('2:30pm');
    expect(markup).toContain('Express Facial with Mia Patel');
    // the line's price is the invoice's, not the catalogue's $45.00
    expect(markup).toContain('$80.00');
    expect(markup).not.toContain('$45.00');
    expect(markup).toContain('incl. GST $9.09');
    expect(markup).toMatch(/Total<\/th><td>\$99\.95/);
    expect(markup).toContain('10:00');
    expect(markup).toContain('You have 10 minutes to complete your booking');
  });

  it('should ask the details with the email locked, the subscribe box and the terms for consent', () => {
    const markup = html(<CheckoutView checkout={checkout({})} />);
    expect(markup).toContain('Your Details');
    expect(fieldsOf(markup)).toEqual([
      'first_name',
      'last_name',
      'email',
      'mobile',
      'postcode',
      'subscribe',
      'consent',
    ]);
    const email = /<input[^>]*name="email"[^>]*>/.exec(markup)?.[0] ?? '';
    expect(email).toContain('value="ada@example.com"');
    expect(email).toContain('disabled=""');
    expect(markup).toContain('I accept the Willowvale booking terms');
  });

  it('should hide the subscribe box from a member, and offer the promo code to a member', () => {
    const markup = html(<CheckoutView checkout={checkout({ existingMember: true })} />);
    expect(fieldsOf(markup)).not.toContain('subscribe');
    expect(markup).toContain('Promo code');
  });

  it('should not offer a promo code to a guest where promos are for members, nor with tiered pricing', () => {
    expect(html(<CheckoutView checkout={checkout({})} />)).not.toContain('booking-promo-code');
    const tiered = checkout({ existingMember: true, settings: { allowTieredPricing: true } });
    expect(html(<CheckoutView checkout={tiered} />)).not.toContain('booking-promo-code');
  });

  it('should show the labelled card fields and Pay once the payment is ready', async () => {
    const store = checkout({});
    await store.start();
    store.stop();
    const markup = html(<CheckoutView checkout={store} />);
    expect(markup).toContain('Payment details');
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC']) expect(markup).toContain(`${label}</label>`);
    expect(markup).toMatch(/<button type="submit"[^>]*>Pay<\/button>/);
  });

  it('should book a free booking with Book now and no card', () => {
    const markup = html(<CheckoutView checkout={checkout({ invoice: null })} />);
    expect(markup).not.toContain('Payment details');
    expect(markup).toMatch(/<button type="submit"[^>]*>Book now<\/button>/);
  });
});

describe('the confirmation and session expired screens (spec 3 §2.1, §8)', () => {
  const answer: ConfirmAnswer = { status: 'confirmed', reference: 'X1, Y2', bookings: [] };

  it('should show the reference, the block’s text and ticket info, and Book Again when the block allows it', () => {
    const markup = html(<ConfirmationView answer={answer} settings={settings} onBookAgain={() => {}} />);
    expect(markup).toContain('Booking Confirmation');
    expect(markup).toContain('X1, Y2');
    expect(markup).toContain('See you at the beauty bar on level 1.');
    expect(markup).toContain('Arrive five minutes early.');
    expect(markup).toContain('Book Again');
    const once = html(
      <ConfirmationView answer={answer} settings={{ ...settings, showBookMore: false }} onBookAgain={() => {}} />,
    );
    expect(once).not.toContain('Book Again');
  });

  it('should say the reservation expired and offer to start again', () => {
    const markup = html(<SessionExpiredView onRestart={() => {}} />);
    expect(markup).toContain('Session Expired');
    expect(markup).toContain('You waited too long to complete the booking. The reservation has expired.');
    expect(markup).toContain('Start again');
  });
});
