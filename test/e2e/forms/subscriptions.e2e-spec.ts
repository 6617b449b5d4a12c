import { deliverAllDue, ManualClock, startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';
import {
  attemptKey,
  FAILING_TOKEN,
  humanCheckFailedBody,
  postForm,
  shown,
  TRACKING_FIELDS,
  UUID,
  validationFailedBody,
} from './forms-harness';

// 13:00 in Melbourne, 10:00 in Perth: the youngest birth year is 2011, offered up to November
const START = Date.parse('2026-11-23T02:00:00Z');
const ROUTE = 'consumer/subscribers';

const SIGN_UP = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.com',
  country_code: 'AU',
  mobile: '0412 345 678',
  birth_year: '1990',
  birth_month: '12',
  gender: 'F',
  postcode: '3128',
};

const lead = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.com',
  country_code: 'AU',
  mobile: '0412345678',
  birth_year: '1990',
  birth_month: '12',
  gender: 'F',
  postcode: '3128',
  centre_key: 'WLV',
  ...extra,
});

/** the server's sealed record of a lookup: opaque to the visitor (decision 0011) */
const SEALED = expect.stringMatching(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);

const VERIFICATION_FAILED = {
  statusCode: 503,
  message: 'Failed to verify your subscription, please try again.',
  code: 'UPSTREAM.SUBSCRIPTION_VERIFICATION',
  correlationId: expect.stringMatching(UUID),
};

describe('form endpoints: sign-up and verification (spec 2 §3-§5, §7)', () => {
  const clock = new ManualClock(START);
  let app: LedgerApp;
  const api = () => app.test.sandboxes.propertyApi;

  beforeAll(async () => {
    app = await startLedgerApp({ clock });
  });
  afterAll(() => app.test.close());
  beforeEach(() => api().submissions.reset());
  afterEach(() => api().faults.clear());

  describe('POST /api/subscribe', () => {
    it('should answer 201 for a new email after the sign-up is in the ledger, and deliver it exactly once', async () => {
      const res = await postForm(app, '/api/subscribe', {
        ...SIGN_UP,
        ...TRACKING_FIELDS,
        recipientList: 'willowvale-news',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: 'accepted', id: expect.stringMatching(/^subscription-/) });
      const record = await app.ledger.get(res.body.id);
      expect(record).toMatchObject({ kind: 'subscription', centre: 'willowvale', status: 'pending' });
      expect(record?.payload).toEqual(lead({ recipientList: 'willowvale-news' }));

      await deliverAllDue(app);
      expect(api().submissions.keys(ROUTE)).toEqual(new Map([[res.body.id, 1]]));
      expect(
        api()
          .submissions.received(ROUTE)
          .map((entry) => entry.body),
      ).toEqual([lead({ recipientList: 'willowvale-news' })]);
    });

    it('should answer 200 for an email already subscribed to the centre, and send nothing again', async () => {
      const first = await postForm(app, '/api/subscribe', SIGN_UP);
      expect(first.status).toBe(201);
      await deliverAllDue(app);
      const pending = (await app.submissions.list('pending', 1000)).length;

      const again = await postForm(app, '/api/subscribe', { ...SIGN_UP, email: 'ada@example.com', postcode: '3000' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ status: 'subscribed' });
      expect(await app.submissions.list('pending', 1000)).toHaveLength(pending);
      await deliverAllDue(app);
      expect(api().submissions.deliveries(ROUTE)).toBe(1);
    });

    it('should answer 201 for a subscriber of another centre, who is new to this one', async () => {
      expect((await postForm(app, '/api/subscribe', SIGN_UP, { centre: 'karri-ridge' })).status).toBe(201);
      await deliverAllDue(app);
      const res = await postForm(app, '/api/subscribe', SIGN_UP);
      expect(res.status).toBe(201);
      await deliverAllDue(app);
      expect(api().submissions.deliveries(ROUTE)).toBe(2);
    });

    it('should keep one record and make one delivery for the same Idempotency-Key sent twice', async () => {
      const key = attemptKey();
      const first = await postForm(app, '/api/subscribe', SIGN_UP, { key });
      const second = await postForm(app, '/api/subscribe', SIGN_UP, { key });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      await deliverAllDue(app);
      expect(api().submissions.keys(ROUTE)).toEqual(new Map([[first.body.id, 1]]));
    });

    it('should take the sign-up as new when the data API cannot say whether the email is subscribed', async () => {
      api().faults.set({ mode: 'error', status: 503, match: /consumer\/subscribers/ });
      const res = await postForm(app, '/api/subscribe', SIGN_UP);
      expect(res.status).toBe(201);
      api().faults.clear();
      await deliverAllDue(app);
      expect(api().submissions.keys(ROUTE)).toEqual(new Map([[res.body.id, 1]]));
    });

    it('should not wait for a data API that does not answer before taking the sign-up', async () => {
      api().faults.set({ mode: 'hang', match: /consumer\/subscribers/ });
      const res = await postForm(app, '/api/subscribe', SIGN_UP);
      expect(res.status).toBe(201);
      expect((await app.ledger.get(res.body.id))?.status).toBe('pending');
    });

    it('should take the source and creation date of a booking flow', async () => {
      const res = await postForm(app, '/api/subscribe', { ...SIGN_UP, source: 'vivenu', created_date: '2026-11-23' });
      expect(res.status).toBe(201);
      expect((await app.ledger.get(res.body.id))?.payload).toEqual(
        lead({ source: 'vivenu', created_date: '2026-11-23' }),
      );
    });

    it.each(
      [
        ['first_name', '', 'Please enter your first name'],
        ['first_name', 'A', 'First name should be at least 2 characters long'],
        ['email', '', 'Please enter your email address'],
        ['email', 'ada@example', 'Please enter a valid email address'],
        ['postcode', '', 'Please enter your postcode'],
        ['postcode', '0123', 'Please enter a valid postcode'],
        ['mobile', '0212345678', 'Please enter a valid mobile number'],
        ['country_code', 'XX', 'Please select a valid option'],
        ['birth_year', '2012', 'Please select a valid option'],
        ['birth_year', '1899', 'Please select a valid option'],
        ['gender', 'X', 'Please select a valid option'],
        ['source', 'eventbrite', 'Please select a valid option'],
        ['created_date', '23/11/2026', 'Please enter a valid value'],
        ['last_name', 'L'.repeat(256), 'Please limit your answer to 255 characters'],
      ].map(([field, value, message]) => ({ field, value, message, shown: shown(value) })),
    )('should answer 400 naming $field when it is $shown', async ({ field, value, message }) => {
      const res = await postForm(app, '/api/subscribe', { ...SIGN_UP, [field as string]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validationFailedBody({ [field as string]: message as string }));
    });

    it("should offer the youngest birth year's months only up to the current month in the centre's time zone", async () => {
      const december = await postForm(app, '/api/subscribe', { ...SIGN_UP, birth_year: '2011', birth_month: '12' });
      expect(december.status).toBe(400);
      expect(december.body).toEqual(validationFailedBody({ birth_month: 'Please select a valid option' }));
      expect(
        (await postForm(app, '/api/subscribe', { ...SIGN_UP, birth_year: '2011', birth_month: '11' })).status,
      ).toBe(201);
    });

    it('should check the mobile against the chosen dial code', async () => {
      const res = await postForm(app, '/api/subscribe', { ...SIGN_UP, country_code: 'NZ', mobile: '+447911123456' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validationFailedBody({ mobile: 'Please enter a valid mobile number' }));
    });

    describe('a centre configured with subscription centres', () => {
      it("should require one of the centre's names", async () => {
        const none = await postForm(app, '/api/subscribe', SIGN_UP, { centre: 'riverbend' });
        expect(none.status).toBe(400);
        expect(none.body).toEqual(validationFailedBody({ centres: 'Please select your favourite Centre' }));
        const other = await postForm(
          app,
          '/api/subscribe',
          { ...SIGN_UP, centres: ['Elsewhere'] },
          { centre: 'riverbend' },
        );
        expect(other.body).toEqual(validationFailedBody({ centres: 'Please select a valid option' }));
      });

      it('should leave the centres optional in a booking flow, which shows no checkbox', async () => {
        const res = await postForm(
          app,
          '/api/subscribe',
          { ...SIGN_UP, source: 'simplybook' },
          { centre: 'riverbend' },
        );
        expect(res.status).toBe(201);
        expect((await app.ledger.get(res.body.id))?.payload).toEqual(lead({ source: 'simplybook', centre_key: 'RVB' }));
        const other = await postForm(
          app,
          '/api/subscribe',
          { ...SIGN_UP, source: 'simplybook', centres: ['Elsewhere'] },
          { centre: 'riverbend' },
        );
        expect(other.body).toEqual(validationFailedBody({ centres: 'Please select a valid option' }));
      });

      it('should take the chosen centres', async () => {
        const res = await postForm(
          app,
          '/api/subscribe',
          { ...SIGN_UP, centres: ['Riverbend', 'Karri Ridge Outlet'] },
          { centre: 'riverbend' },
        );
        expect(res.status).toBe(201);
        expect((await app.ledger.get(res.body.id))?.payload).toEqual(
          lead({ centres: ['Riverbend', 'Karri Ridge Outlet'], centre_key: 'RVB' }),
        );
      });
    });

    it("should answer 400 'Human verification failed' without a token and for a failing one", async () => {
      const missing = await postForm(app, '/api/subscribe', SIGN_UP, { token: null });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(humanCheckFailedBody('CAPTCHA.MISSING'));
      const failed = await postForm(app, '/api/subscribe', SIGN_UP, { token: FAILING_TOKEN });
      expect(failed.status).toBe(400);
      expect(failed.body).toEqual(humanCheckFailedBody('CAPTCHA.FAILED'));
    });

    it('should answer 413 for a body over 100 KB', async () => {
      const res = await postForm(app, '/api/subscribe', { ...SIGN_UP, last_name: 'x'.repeat(101 * 1024) });
      expect(res.status).toBe(413);
    });
  });

  describe('POST /api/verify-subscription', () => {
    it('should say an unknown email is not subscribed, with no existing fields', async () => {
      const res = await postForm(app, '/api/verify-subscription', { email: 'nobody@example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', data: { subscribed: false, existingFields: {}, verification: SEALED } });
    });

    it('should say a subscriber of the centre is subscribed, with the existing contact fields only', async () => {
      await postForm(app, '/api/subscribe', SIGN_UP);
      await deliverAllDue(app);
      const res = await postForm(app, '/api/verify-subscription', { email: 'ada@example.com', ...TRACKING_FIELDS });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        data: { subscribed: true, existingFields: { email: 'ada@example.com' }, verification: SEALED },
      });
    });

    it('should say a subscriber of another centre is not subscribed to this one, and show none of their fields', async () => {
      await postForm(app, '/api/subscribe', SIGN_UP, { centre: 'karri-ridge' });
      await deliverAllDue(app);
      const res = await postForm(app, '/api/verify-subscription', { email: 'ada@example.com' });
      expect(res.body).toEqual({ status: 'ok', data: { subscribed: false, existingFields: {}, verification: SEALED } });
    });

    it('should answer a lookup by mobile with membership and the address on file masked, never the address itself', async () => {
      await postForm(app, '/api/subscribe', SIGN_UP);
      await deliverAllDue(app);
      const res = await postForm(app, '/api/verify-subscription', { mobile: '0412 345 678' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        data: {
          subscribed: true,
          existingFields: { mobile: '0412345678' },
          maskedEmail: 'a***@example.com',
          verification: SEALED,
        },
      });
      expect(JSON.stringify(res.body).toLowerCase()).not.toContain('ada@example.com');
      expect(Buffer.from(res.body.data.verification.split('.')[2], 'base64url').toString('latin1')).not.toMatch(
        /ada|example/i,
      );
    });

    it('should answer a stranger looked up by mobile exactly as a member is answered, less the membership', async () => {
      const res = await postForm(app, '/api/verify-subscription', { mobile: '0499 999 999' });
      expect(res.body).toEqual({ status: 'ok', data: { subscribed: false, existingFields: {}, verification: SEALED } });
    });

    it("should answer 503 'Failed to verify your subscription, please try again.' while the data API is down", async () => {
      api().faults.set({ mode: 'error', status: 503, match: /consumer\/subscri/ });
      const res = await postForm(app, '/api/verify-subscription', { email: 'ada@example.com' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(VERIFICATION_FAILED);
    });

    it('should answer 400 without an email or a mobile, and for an email that is not one', async () => {
      const none = await postForm(app, '/api/verify-subscription', {});
      expect(none.status).toBe(400);
      expect(none.body).toEqual(validationFailedBody({ email: 'Please enter your email' }));
      const bad = await postForm(app, '/api/verify-subscription', { email: 'ada@' });
      expect(bad.body).toEqual(validationFailedBody({ email: 'Please enter a valid email address' }));
      const badMobile = await postForm(app, '/api/verify-subscription', { mobile: '12' });
      expect(badMobile.body).toEqual(validationFailedBody({ mobile: 'Please enter a valid mobile number' }));
    });

    it("should answer 400 'Human verification failed' without a token and for a failing one", async () => {
      const missing = await postForm(app, '/api/verify-subscription', { email: 'ada@example.com' }, { token: null });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(humanCheckFailedBody('CAPTCHA.MISSING'));
      const failed = await postForm(
        app,
        '/api/verify-subscription',
        { email: 'ada@example.com' },
        { token: FAILING_TOKEN },
      );
      expect(failed.body).toEqual(humanCheckFailedBody('CAPTCHA.FAILED'));
    });
  });

  // last: moves the clock to new year's eve
  it("should read the birth years in the centre's time zone", async () => {
    clock.advance(Date.parse('2026-12-31T13:30:00Z') - clock.now().getTime());
    const january2012 = { ...SIGN_UP, birth_year: '2012', birth_month: '1' };
    // 00:30 on 1 January 2027 in Melbourne: 2012 is offered, with January only
    expect((await postForm(app, '/api/subscribe', january2012)).status).toBe(201);
    // 21:30 on 31 December 2026 in Perth: 2011 is still the youngest year
    const perth = await postForm(app, '/api/subscribe', january2012, { centre: 'karri-ridge' });
    expect(perth.status).toBe(400);
    expect(perth.body).toEqual(validationFailedBody({ birth_year: 'Please select a valid option' }));
  });
});
