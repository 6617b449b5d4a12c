import request from 'supertest';
import type { CompetitionContent } from '../../../src/common/domain/cms/competition-content.types';
import { zonedDateKey, addDays } from '../../../src/common/domain/time/zoned-time';
import { CentresService } from '../../../src/modules/centres/centres.service';
import { ContentService } from '../../../src/modules/content/content.service';
import { postForm } from '../forms/forms-harness';
import { deliverAllDue, ManualClock, startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';

// spec 2 §3, §5, §7, §8: POST /api/competition, checked against the competition's content, written to the
// submissions ledger and delivered to the data API's /consumer/competition once.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = 24 * 60 * 60 * 1000;

let app: LedgerApp;
let clock: ManualClock;
let riverbendStores: string[];
let karriRidgeStores: string[];
let willowvaleStores: string[];
let riverbendToday: string;
let karriRidgeToday: string;
let willowvaleTimeZone: string;

beforeAll(async () => {
  // noon in Melbourne and Perth alike
  clock = new ManualClock(Date.UTC(2026, 10, 18, 3, 0));
  app = await startLedgerApp({ clock });
  const centres = app.test.app.get(CentresService);
  const content = app.test.app.get(ContentService);
  const storesOf = async (centre: string, slug: string): Promise<string[]> => {
    const story = await content.story(centres.bySlug(centre)!, slug, 'published');
    return (story!.content as CompetitionContent).stores ?? [];
  };
  riverbendStores = await storesOf('riverbend', 'competitions/family-holiday-giveaway');
  karriRidgeStores = await storesOf('karri-ridge', 'competitions/shop-and-win-a-getaway');
  willowvaleStores = await storesOf('willowvale', 'competitions/wardrobe-refresh-giveaway');
  willowvaleTimeZone = centres.bySlug('willowvale')!.timeZone;
  riverbendToday = zonedDateKey(clock.now(), centres.bySlug('riverbend')!.timeZone);
  karriRidgeToday = zonedDateKey(clock.now(), centres.bySlug('karri-ridge')!.timeZone);
});
afterAll(() => app?.test.close());

// the test-mode rate limit (1,000 POSTs a minute) never gets in the way; X-Forwarded-For only names the visitor
// when the app trusts a proxy hop (TRUST_PROXY_HOPS), as behind a load balancer
let nextAddress = 1;
let nextKey = 1;
/** A fresh Idempotency-Key, as the browser makes one per entry attempt. */
const newKey = () => `c0ffee00-0000-4000-8000-${String(nextKey++).padStart(12, '0')}`;
function enter(
  centre: string,
  body: Record<string, unknown>,
  authorization: string | null = 'demo-pass',
  idempotencyKey = newKey(),
) {
  const req = request(app.test.url)
    .post('/api/competition')
    .set('Host', app.test.host(centre))
    .set('X-Forwarded-For', `198.51.100.${nextAddress++ % 250}`)
    .set('Idempotency-Key', idempotencyKey);
  return (authorization === null ? req : req.set('Authorization', authorization)).send(body);
}

let nextEmail = 1;
const contact = (email = `entrant${nextEmail++}@example.com`) => ({
  email,
  mobile: '0412345678',
  first_name: 'Ada',
  last_name: 'Lovelace',
  postcode: '3000',
  accept_privacy_policy_terms: true,
  accept_database_signup_terms: true,
});

const familyHoliday = (overrides: Record<string, unknown> = {}) => ({
  competition: 'family-holiday-giveaway',
  ...contact(),
  sales: [{ storeid: riverbendStores[0], date: riverbendToday, value: '45.50' }],
  ...overrides,
});

const getaway = (sales: Array<Record<string, unknown>>, overrides: Record<string, unknown> = {}) => ({
  competition: 'shop-and-win-a-getaway',
  ...contact(),
  sales,
  ...overrides,
});
const purchase = (value: string, date?: string) => ({
  storeid: karriRidgeStores[0],
  date: date ?? karriRidgeToday,
  value,
});

const invalid = (errors: Record<string, string>) => ({
  statusCode: 400,
  message: 'Validation failed',
  errors,
  correlationId: expect.stringMatching(UUID),
});

describe('POST /api/competition', () => {
  it('should answer 201 for a valid entry and deliver it to the data API once', async () => {
    app.test.sandboxes.propertyApi.submissions.reset();
    const body = familyHoliday({ email: 'once@example.com' });
    const res = await enter('riverbend', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { information: 'Entry received' } });
    await deliverAllDue(app);
    await deliverAllDue(app);
    const submissions = app.test.sandboxes.propertyApi.submissions;
    expect(submissions.deliveries('consumer/competition')).toBe(1);
    const [delivered] = submissions.received('consumer/competition');
    expect(delivered!.body).toEqual({
      email: 'once@example.com',
      mobile: '0412345678',
      first_name: 'Ada',
      last_name: 'Lovelace',
      postcode: '3000',
      competition: 'family-holiday-giveaway',
      campaignId: 'RVB-FAMILY-HOLIDAY',
      competitionType: 'Single Entry per day',
      effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 00:00$/),
      expiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 23:59$/),
      disableMultiPurchase: true,
      isSingleEntryPerCentre: false,
      marketing_flag: 'Riverbend Competitions',
      centre_key: app.test.config.centres.centres.find((centre) => centre.slug === 'riverbend')!.propertyApiKey,
      // established by the server's own lookup: the body said nothing about membership
      subscribed: false,
      verification_method: 'email',
      verification_status: 'new',
      country_code: 'AU',
      sales: [{ storeid: riverbendStores[0], date: riverbendToday, value: '45.50' }],
      salesDriverLimits: { min_amount: '30.00', max_amount: '3000.00' },
      accept_privacy_policy_terms: true,
      accept_database_signup_terms: true,
    });
  });

  it('should take the picker format DD/MM/YYYY and deliver the date as YYYY-MM-DD', async () => {
    const [year, month, day] = riverbendToday.split('-');
    const res = await enter(
      'riverbend',
      familyHoliday({ sales: [{ storeid: riverbendStores[1], date: `${day}/${month}/${year}`, value: 30 }] }),
    );
    expect(res.status).toBe(201);
  });

  it.each([
    ['email', { email: '' }, 'Please enter your email'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['mobile', { mobile: '' }, 'Please enter your mobile'],
    ['mobile', { mobile: '12345' }, 'Please enter a valid mobile number'],
    ['first_name', { first_name: '' }, 'Please enter first name'],
    ['first_name', { first_name: 'A' }, 'First name should be at least two characters long'],
    ['postcode', { postcode: '' }, 'Please enter your postcode'],
    ['postcode', { postcode: '0123' }, 'Please enter a valid postcode'],
    [
      'accept_privacy_policy_terms',
      { accept_privacy_policy_terms: false },
      'Please complete the required fields then press submit.',
    ],
    [
      'accept_database_signup_terms',
      { accept_database_signup_terms: undefined },
      'Please complete the required fields then press submit.',
    ],
  ])('should answer 400 naming %s when it is %j', async (field, change, message) => {
    const res = await enter('riverbend', familyHoliday(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid({ [field]: message }));
  });

  it.each([
    ['sales[0].storeid', { storeid: '' }, 'Please select a store'],
    ['sales[0].storeid', { storeid: 'not-one-of-its-stores' }, 'Please select a store'],
    ['sales[0].date', { date: '' }, 'Please enter the date you shopped'],
    ['sales[0].value', { value: '' }, 'Please enter the amount you spent'],
    ['sales[0].value', { value: 'ten dollars' }, 'Please enter a valid amount'],
    ['sales[0].value', { value: '29.99' }, 'Amount should be at least $30'],
    ['sales[0].value', { value: '3000.01' }, 'Amount should be at most $3000'],
  ])('should answer 400 naming %s for a purchase with %j', async (field, change, message) => {
    const res = await enter(
      'riverbend',
      familyHoliday({ sales: [{ storeid: riverbendStores[0], date: riverbendToday, value: '45.50', ...change }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid({ [field]: message }));
  });

  it('should refuse a purchase dated tomorrow or before the competition started', async () => {
    for (const date of [addDays(riverbendToday, 1), addDays(riverbendToday, -6)]) {
      const res = await enter(
        'riverbend',
        familyHoliday({ sales: [{ storeid: riverbendStores[0], date, value: '45' }] }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        invalid({ 'sales[0].date': 'Please enter a date within the competition period, up to today' }),
      );
    }
  });

  it('should take a purchase made on the first day of the competition', async () => {
    const res = await enter(
      'riverbend',
      familyHoliday({ sales: [{ storeid: riverbendStores[0], date: addDays(riverbendToday, -5), value: '45' }] }),
    );
    expect(res.status).toBe(201);
  });

  it('should take one purchase only when the competition disables multiple purchases', async () => {
    const row = { storeid: riverbendStores[0], date: riverbendToday, value: '45' };
    const res = await enter('riverbend', familyHoliday({ sales: [row, row] }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid({ sales: 'Please enter one purchase only' }));
  });

  it('should set the total spend messages on every amount', async () => {
    const over = await enter('karri-ridge', getaway([purchase('6000'), purchase('4500.50')]));
    expect(over.status).toBe(400);
    const atMost = 'Spend Amount total should be at most $10000, exceeding around: $500.50';
    expect(over.body).toEqual(invalid({ 'sales[0].value': atMost, 'sales[1].value': atMost }));

    const under = await enter('karri-ridge', getaway([purchase('40'), purchase('35.25')]));
    expect(under.status).toBe(400);
    const atLeast = 'Spend Amount total should be at least $100, remaining around: $24.75';
    expect(under.body).toEqual(invalid({ 'sales[0].value': atLeast, 'sales[1].value': atLeast }));

    const enough = await enter('karri-ridge', getaway([purchase('60'), purchase('40')]));
    expect(enough.status).toBe(201);
  });

  it('should check each purchase before the total', async () => {
    const res = await enter('karri-ridge', getaway([purchase('0'), purchase('10001')]));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      invalid({
        'sales[0].value': 'Amount should be at least $0.01',
        'sales[1].value': 'Amount should be at most $10000',
      }),
    );
  });

  it("should answer 'Already submitted' for a second single entry on the same day, and take it the next day", async () => {
    const email = 'daily@example.com';
    const first = await enter('riverbend', familyHoliday({ email }));
    expect(first.status).toBe(201);
    const again = await enter('riverbend', familyHoliday({ email: 'Daily@Example.com' }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { information: 'Already submitted' } });
    const someoneElse = await enter('riverbend', familyHoliday());
    expect(someoneElse.status).toBe(201);

    clock.advance(DAY);
    try {
      const nextDay = await enter('riverbend', familyHoliday({ email }));
      expect(nextDay.status).toBe(201);
      expect(nextDay.body).toEqual({ data: { information: 'Entry received' } });
    } finally {
      clock.advance(-DAY);
    }
  });

  it("should answer a retried single entry (same Idempotency-Key, first answer lost) as the first time: 'Entry received'", async () => {
    app.test.sandboxes.propertyApi.submissions.reset();
    const email = 'lost.answer@example.com';
    const key = newKey();
    const first = await enter('riverbend', familyHoliday({ email }), 'demo-pass', key);
    expect([first.status, first.body]).toEqual([201, { data: { information: 'Entry received' } }]);
    // the visitor never saw that answer: the browser sends the same attempt again
    const retried = await enter('riverbend', familyHoliday({ email }), 'demo-pass', key);
    expect([retried.status, retried.body]).toEqual([201, { data: { information: 'Entry received' } }]);
    // another attempt of the same person the same day (a new key) is a second entry: refused
    const another = await enter('riverbend', familyHoliday({ email }));
    expect([another.status, another.body]).toEqual([200, { data: { information: 'Already submitted' } }]);
    await deliverAllDue(app);
    const delivered = app.test.sandboxes.propertyApi.submissions
      .received('consumer/competition')
      .filter((received) => (received.body as { email?: unknown }).email === email);
    expect(delivered).toHaveLength(1);
  });

  it("should answer a retried refusal as the first time: the same key that was 'Already submitted' stays so", async () => {
    const email = 'refused.twice@example.com';
    expect((await enter('riverbend', familyHoliday({ email }))).status).toBe(201);
    const key = newKey();
    for (const attempt of ['first', 'retried']) {
      const res = await enter('riverbend', familyHoliday({ email }), 'demo-pass', key);
      expect([attempt, res.status, res.body]).toEqual([attempt, 200, { data: { information: 'Already submitted' } }]);
    }
  });

  it("should answer 'Already submitted' for the same mailbox written another way: case, spaces, a +tag", async () => {
    const first = await enter('riverbend', familyHoliday({ email: 'ada.alias@example.com' }));
    expect(first.status).toBe(201);
    for (const variant of [' ADA.alias@Example.COM ', 'ada.alias+2@example.com', 'ada.alias+news@EXAMPLE.com']) {
      const again = await enter('riverbend', familyHoliday({ email: variant }));
      expect([variant, again.status, again.body]).toEqual([
        variant,
        200,
        { data: { information: 'Already submitted' } },
      ]);
    }
  });

  it('should keep no personal data in the single-entry record: its id is a keyed hash of the mailbox', async () => {
    const email = 'hashed.id@example.com';
    expect((await enter('riverbend', familyHoliday({ email }))).status).toBe(201);
    const records = [...(await app.ledger.list('pending', 1000)), ...(await app.ledger.list('delivered', 1000))];
    const single = records.map((record) => record.id).filter((id) => id.startsWith('competition-single-'));
    expect(single.length).toBeGreaterThan(0);
    for (const id of single) {
      expect(id).toMatch(/^competition-single-[A-Za-z0-9_-]{32}$/);
      expect(id.toLowerCase()).not.toMatch(/example|hashed|family|@/);
    }
  });

  it('should establish membership itself: a forged subscribed and verification status make no stranger a member', async () => {
    app.test.sandboxes.propertyApi.submissions.reset();
    const email = 'stranger.forged@example.com';
    const forged = familyHoliday({
      email,
      subscribed: true,
      verification_method: 'mobile',
      verification_status: 'existing',
    });
    expect((await enter('riverbend', forged)).status).toBe(201);
    await deliverAllDue(app);
    const delivered = app.test.sandboxes.propertyApi.submissions
      .received('consumer/competition')
      .map((entry) => entry.body as Record<string, unknown>)
      .find((body) => body.email === email);
    expect(delivered).toMatchObject({ subscribed: false, verification_method: 'email', verification_status: 'new' });
  });

  it('should refuse a forged or foreign sealed verification, and enter a member verified by mobile with the address on file', async () => {
    const signUp = await postForm(
      app,
      '/api/subscribe',
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace.member@example.com',
        country_code: 'AU',
        mobile: '0423 456 789',
        birth_year: '1990',
        birth_month: '12',
        gender: 'F',
        postcode: '3000',
        centres: ['Riverbend'],
      },
      { centre: 'riverbend' },
    );
    expect(signUp.status).toBe(201);
    await deliverAllDue(app);
    const lookup = await postForm(app, '/api/verify-subscription', { mobile: '0423456789' }, { centre: 'riverbend' });
    expect(lookup.body.data).toMatchObject({ subscribed: true, maskedEmail: 'g***@example.com' });
    expect(JSON.stringify(lookup.body)).not.toContain('grace.member');

    app.test.sandboxes.propertyApi.submissions.reset();
    const { email: _none, ...withoutEmail } = familyHoliday({ mobile: '0423456789' });
    const entry = await enter('riverbend', { ...withoutEmail, verification: lookup.body.data.verification });
    expect([entry.status, entry.body]).toEqual([201, { data: { information: 'Entry received' } }]);
    // another centre cannot use Riverbend's seal; a tampered seal is not a member's
    const foreign = await enter(
      'karri-ridge',
      getaway([purchase('60'), purchase('40')], {
        email: 'grace.elsewhere@example.com',
        verification: lookup.body.data.verification,
      }),
    );
    expect(foreign.status).toBe(201);
    const [version, iv, sealedBody, tag] = (lookup.body.data.verification as string).split('.') as [
      string,
      string,
      string,
      string,
    ];
    const tampered = [version, iv, `${sealedBody.startsWith('A') ? 'B' : 'A'}${sealedBody.slice(1)}`, tag].join('.');
    // the member's own mobile with a tampered seal: no address on file comes out of it, so the email is asked for
    const forged = await enter('riverbend', { ...withoutEmail, verification: tampered });
    expect([forged.status, forged.body.errors]).toEqual([400, { email: 'Please enter your email' }]);
    // and with an email of its own, the entry is taken as the server's own lookup finds it: not a member
    expect(
      (await enter('riverbend', familyHoliday({ email: 'tamper@example.com', verification: tampered }))).status,
    ).toBe(201);
    await deliverAllDue(app);
    const delivered = app.test.sandboxes.propertyApi.submissions
      .received('consumer/competition')
      .map((item) => item.body as Record<string, unknown>);
    expect(
      delivered.find((body) => body.mobile === '0423456789' && body.competition === 'family-holiday-giveaway'),
    ).toMatchObject({
      email: 'grace.member@example.com',
      subscribed: true,
      verification_method: 'mobile',
      verification_status: 'existing',
    });
    expect(delivered.find((body) => body.email === 'grace.elsewhere@example.com')).toMatchObject({ subscribed: false });
    expect(delivered.find((body) => body.email === 'tamper@example.com')).toMatchObject({ subscribed: false });
  });

  it('should take one entry per person for the whole of a lifetime single-entry competition', async () => {
    // Willowvale's 'Wardrobe Refresh Giveaway' is a 'Single Entry competition' running three more weeks
    const wardrobe = (email: string) => ({
      competition: 'wardrobe-refresh-giveaway',
      ...contact(email),
      sales: [{ storeid: willowvaleStores[0], date: zonedDateKey(clock.now(), willowvaleTimeZone), value: '80' }],
    });
    app.test.sandboxes.propertyApi.submissions.reset();
    const first = await enter('willowvale', wardrobe('once-ever@example.com'));
    expect([first.status, first.body]).toEqual([201, { data: { information: 'Entry received' } }]);
    const sameDay = await enter('willowvale', wardrobe('ONCE-EVER@example.com'));
    expect([sameDay.status, sameDay.body]).toEqual([200, { data: { information: 'Already submitted' } }]);

    // a fortnight later, in a new week, the competition still open: still refused; another person is taken
    clock.advance(14 * DAY);
    try {
      const later = await enter('willowvale', wardrobe('once-ever@example.com'));
      expect([later.status, later.body]).toEqual([200, { data: { information: 'Already submitted' } }]);
      expect((await enter('willowvale', wardrobe('someone-new@example.com'))).status).toBe(201);
      await deliverAllDue(app);
      await deliverAllDue(app);
    } finally {
      clock.advance(-14 * DAY);
    }
    const delivered = app.test.sandboxes.propertyApi.submissions
      .received('consumer/competition')
      .map((entry) => entry.body as Record<string, unknown>)
      .filter((body) => body.competition === 'wardrobe-refresh-giveaway');
    expect(delivered.map((body) => [body.email, body.competitionType])).toEqual([
      ['once-ever@example.com', 'Single Entry competition'],
      ['someone-new@example.com', 'Single Entry competition'],
    ]);
  });

  it('should take a weekly entry per centre once per centre in a week', async () => {
    const body = (email: string) => ({
      competition: 'win-a-year-of-shopping',
      ...contact(email),
      answer: 'A new pair of running shoes, because my old ones have run their last race.',
    });
    expect((await enter('riverbend', body('weekly@example.com'))).status).toBe(201);
    const again = await enter('riverbend', body('weekly@example.com'));
    expect([again.status, again.body]).toEqual([200, { data: { information: 'Already submitted' } }]);
    // isSingleEntryPerCentre: another centre takes its own entry
    expect((await enter('willowvale', body('weekly@example.com'))).status).toBe(201);
  });

  it("should check a custom question with the competition's limits", async () => {
    const base = { competition: 'win-a-year-of-shopping', ...contact() };
    const missing = await enter('riverbend', base);
    expect(missing.body).toEqual(invalid({ answer: 'Please enter your answer' }));
    const long = await enter('riverbend', { ...base, answer: Array.from({ length: 26 }, () => 'word').join(' ') });
    expect(long.body).toEqual(invalid({ answer: 'Please limit your answer to 25 words' }));
  });

  it('should take any number of entries in a multiple-entry competition', async () => {
    const body = getaway([purchase('150')], { email: 'many@example.com' });
    expect((await enter('karri-ridge', body)).status).toBe(201);
    expect((await enter('karri-ridge', getaway([purchase('150')], { email: 'many@example.com' }))).status).toBe(201);
  });

  it('should answer 400 naming the competition field when the body names no competition at all', async () => {
    for (const competition of [undefined, 42, '', '!!']) {
      const res = await enter('riverbend', familyHoliday({ competition }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid({ competition: 'No competition definition found' }));
    }
  });

  it("should answer 404 'No competition definition found' for an unknown competition", async () => {
    for (const competition of ['no-such-competition', '../pages/home']) {
      const res = await enter('riverbend', familyHoliday({ competition }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'No competition definition found',
        code: 'COMPETITION.NOT_FOUND',
        correlationId: expect.stringMatching(UUID),
      });
    }
  });

  it('should answer 400 for a body that is not an object', async () => {
    const res = await request(app.test.url)
      .post('/api/competition')
      .set('Host', app.test.host('riverbend'))
      .set('X-Forwarded-For', '203.0.113.77')
      .set('Authorization', 'demo-pass')
      .set('content-type', 'application/json')
      .send('["family-holiday-giveaway"]');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid({ _root: 'Please enter a valid value' }));
  });

  it('should refuse an entry to an expired competition', async () => {
    const res = await enter('riverbend', { competition: 'colouring-competition', ...contact() });
    expect(res.status).toBe(410);
    expect(res.body).toEqual({
      statusCode: 410,
      message: 'This competition has closed',
      code: 'COMPETITION.EXPIRED',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should refuse an entry without a captcha token, or with one that fails, before anything is checked', async () => {
    for (const authorization of [null, 'demo-fail']) {
      const res = await enter('riverbend', familyHoliday({ email: '' }), authorization);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Human verification failed',
        errors: { captcha: 'Please confirm you are not a robot' },
        code: authorization ? 'CAPTCHA.FAILED' : 'CAPTCHA.MISSING',
        correlationId: expect.stringMatching(UUID),
      });
    }
  });
});
