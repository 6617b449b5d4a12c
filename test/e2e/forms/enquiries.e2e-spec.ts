import request from 'supertest';
import { deliverAllDue, startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';
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

/** Each enquiry endpoint: a valid body, the lead the ledger keeps of it, its data API route, each invalid field. */
interface EnquiryCase {
  path: string;
  kind: string;
  route: string;
  body: Record<string, unknown>;
  lead: Record<string, unknown>;
  invalid: Array<[field: string, value: unknown, message: string]>;
}

const CASES: EnquiryCase[] = [
  {
    path: '/api/contact-us',
    kind: 'contact',
    route: 'contact-us',
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      mobile: '0412 345 678',
      type: 'enquiry',
      comment: 'Where is the parcel pick-up?',
    },
    lead: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      mobile: '0412345678',
      type: 'enquiry',
      comment: 'Where is the parcel pick-up?',
      centre_key: 'WLV',
    },
    invalid: [
      ['first_name', '', 'Please enter your first name'],
      ['last_name', ' ', 'Please enter your last name'],
      ['email', '', 'Please enter your email address'],
      ['email', 'ada@example', 'Please enter a valid email address'],
      ['mobile', '12345', 'Please enter a mobile number'],
      ['type', '', 'Please select a type'],
      ['type', 'praise', 'Please select a valid option'],
      ['comment', '', 'Please enter a message'],
      ['comment', 'x'.repeat(256), 'Please limit your answer to 255 characters'],
    ],
  },
  {
    path: '/api/leasing',
    kind: 'leasing',
    route: 'crm/leasing-enquiries',
    body: {
      type: 'something else',
      first_name: 'Grace',
      last_name: 'Hopper',
      address: '1 Station St, Box Hill VIC 3128',
      email: 'grace@example.com',
      phone: '0398765432',
      franchise: 'No',
      trading_name: 'Cobol Coffee',
      usage: 'Cafe',
      premises: '50-80 sqm',
    },
    lead: {
      type: 'leasing',
      first_name: 'Grace',
      last_name: 'Hopper',
      address: '1 Station St, Box Hill VIC 3128',
      email: 'grace@example.com',
      phone: '0398765432',
      franchise: 'No',
      trading_name: 'Cobol Coffee',
      usage: 'Cafe',
      premises: '50-80 sqm',
      centre_key: 'WLV',
    },
    invalid: [
      ['first_name', '', 'Please enter your first name'],
      ['last_name', '', 'Please enter your last name'],
      ['address', '', 'Please enter your address'],
      ['email', '', 'Please enter your email address'],
      ['email', 'grace.example.com', 'Please enter a valid email address'],
      ['phone', '', 'Please enter your phone number'],
      ['phone', '039876', 'Please enter a valid mobile number'],
      ['trading_name', '', 'Please enter your trading name'],
      ['franchise', 'Maybe', 'Please select a valid option'],
      ['premises', '1000 sqm', 'Please select a valid option'],
    ],
  },
  {
    path: '/api/leasing-popup',
    kind: 'leasing-popup',
    route: 'crm/leasing-popup-enquiries',
    body: {
      title: 'Dr.',
      first_name: 'Mary',
      last_name: 'Jackson',
      company_name: 'Jackson Candles',
      company_abn: '51 824 753 556',
      telephone_number: '0412345678',
      email: 'mary@example.com',
      postcode: '0800',
      type_of_enquiry: '1',
      your_business_category: 'Gifts & Homewares',
      tell_us_about_your_business: 'Hand-poured candles.',
    },
    lead: {
      type: 'leasing-popup',
      title: 'Dr.',
      first_name: 'Mary',
      last_name: 'Jackson',
      company_name: 'Jackson Candles',
      company_abn: '51824753556',
      telephone_number: '0412345678',
      email: 'mary@example.com',
      postcode: '0800',
      type_of_enquiry: '1',
      your_business_category: 'Gifts & Homewares',
      tell_us_about_your_business: 'Hand-poured candles.',
      centre_key: 'WLV',
    },
    invalid: [
      ['title', 'Sir', 'Please select a valid option'],
      ['first_name', '', 'Please enter your first name'],
      ['last_name', '', 'Please enter your last name'],
      ['company_name', '', 'Please enter your company name'],
      ['company_abn', '518247535561', 'Please limit your answer to 11 characters'],
      ['telephone_number', '', 'Please enter your phone number'],
      ['email', '', 'Please enter your email'],
      ['email', 'mary@', 'Please enter a valid email address'],
      ['postcode', '', 'Please enter your postcode'],
      ['postcode', '0123', 'Please enter a valid postcode'],
      ['type_of_enquiry', '', 'Please enter type of enquiry'],
      ['type_of_enquiry', '3', 'Please select a valid option'],
      ['your_business_category', '', 'Please enter your business category'],
      ['your_business_category', 'c'.repeat(256), 'Please limit your answer to 255 characters'],
    ],
  },
  {
    path: '/api/commercial-leasing-enquiry',
    kind: 'commercial-leasing',
    route: 'commercial-leasing',
    body: {
      firstName: 'Katherine',
      lastName: 'Johnson',
      businessName: 'Orbital Accounting',
      email: 'katherine@example.com',
      mobile: '+61412345678',
      storyblokPageUid: 'c0ffee',
      formTitle: 'Office space enquiry',
      pageUrl: 'https://www.willowvale.example/commercial-leasing',
    },
    lead: {
      firstName: 'Katherine',
      lastName: 'Johnson',
      businessName: 'Orbital Accounting',
      email: 'katherine@example.com',
      mobile: '+61412345678',
      storyblokPageUid: 'c0ffee',
      formTitle: 'Office space enquiry',
      pageUrl: 'https://www.willowvale.example/commercial-leasing',
      centre_key: 'WLV',
    },
    invalid: [
      ['firstName', '', 'Please enter your first name'],
      ['lastName', '', 'Please enter your last name'],
      ['businessName', '', 'Please enter your business name'],
      ['email', '', 'Please enter your email address'],
      ['email', 'katherine@example', 'Please enter a valid email address'],
      ['mobile', '', 'Please enter your mobile phone number'],
      ['mobile', '+6141234', 'Please enter a valid mobile number'],
      ['pageUrl', 42, 'Please enter a valid value'],
    ],
  },
];

describe('form endpoints: enquiries (spec 2 §3, §5, §7)', () => {
  let app: LedgerApp;

  beforeAll(async () => {
    app = await startLedgerApp();
  });
  afterAll(() => app.test.close());
  beforeEach(() => app.test.sandboxes.propertyApi.submissions.reset());

  describe.each(CASES)('POST $path', ({ path, kind, route, body, lead, invalid }) => {
    it('should answer 201 after the lead is in the ledger, and deliver it to the data API exactly once', async () => {
      const res = await postForm(app, path, { ...body, ...TRACKING_FIELDS });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: 'accepted', id: expect.stringMatching(new RegExp(`^${kind}-`)) });
      const id = res.body.id as string;
      const record = await app.ledger.get(id);
      expect(record).toMatchObject({ kind, centre: 'willowvale', status: 'pending' });
      // the tracking fields and anything else the form did not define are not part of the lead
      expect(record?.payload).toEqual(lead);

      await deliverAllDue(app);
      const desk = app.test.sandboxes.propertyApi.submissions;
      expect((await app.ledger.get(id))?.status).toBe('delivered');
      expect(desk.keys(route)).toEqual(new Map([[id, 1]]));
      expect(desk.received(route).map((entry) => entry.body)).toEqual([lead]);
    });

    it('should keep one record and make one delivery for the same Idempotency-Key sent twice', async () => {
      const key = attemptKey();
      const first = await postForm(app, path, body, { key });
      const second = await postForm(app, path, body, { key });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      await deliverAllDue(app);
      expect(app.test.sandboxes.propertyApi.submissions.keys(route)).toEqual(new Map([[first.body.id, 1]]));
    });

    it.each(invalid.map(([field, value, message]) => ({ field, value, message, shown: shown(value) })))(
      'should answer 400 naming $field when it is $shown',
      async ({ field, value, message }) => {
        const res = await postForm(app, path, { ...body, [field]: value });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(validationFailedBody({ [field]: message }));
      },
    );

    it("should answer 400 'Human verification failed' without a captcha token, and keep nothing", async () => {
      const pending = (await app.submissions.list('pending', 1000)).length;
      const res = await postForm(app, path, body, { token: null });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(humanCheckFailedBody('CAPTCHA.MISSING'));
      expect(await app.submissions.list('pending', 1000)).toHaveLength(pending);
    });

    it("should answer 400 'Human verification failed' for a token that fails", async () => {
      const res = await postForm(app, path, body, { token: FAILING_TOKEN });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(humanCheckFailedBody('CAPTCHA.FAILED'));
    });

    it('should answer 413 for a body over 100 KB', async () => {
      const res = await postForm(app, path, { ...body, [Object.keys(lead)[1]!]: 'x'.repeat(101 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        statusCode: 413,
        message: 'Request body is too large',
        correlationId: expect.stringMatching(UUID),
      });
    });
  });

  describe('the recipient (spec 2 §7 recipientEmail)', () => {
    const contact = CASES[0]!;

    it("should pass on a recipient of the centre's own domain", async () => {
      const res = await postForm(app, '/api/contact-us', {
        ...contact.body,
        recipientEmail: 'Hello@Willowvale.example',
      });
      expect(res.status).toBe(201);
      expect((await app.ledger.get(res.body.id))?.payload).toEqual({
        ...contact.lead,
        recipientEmail: 'hello@willowvale.example',
      });
    });

    it('should leave out a recipient of any other domain and still take the enquiry', async () => {
      const res = await postForm(app, '/api/contact-us', {
        ...contact.body,
        recipientEmail: 'inbox@elsewhere.example',
      });
      expect(res.status).toBe(201);
      expect((await app.ledger.get(res.body.id))?.payload).toEqual(contact.lead);
    });

    it('should pass on a leasing recipient of the centre, and the lead of another centre with its own key', async () => {
      const leasing = CASES[1]!;
      const res = await postForm(
        app,
        '/api/leasing',
        { ...leasing.body, recipientEmail: 'leasing@karriridge.example' },
        { centre: 'karri-ridge' },
      );
      expect(res.status).toBe(201);
      expect(await app.ledger.get(res.body.id)).toMatchObject({
        centre: 'karri-ridge',
        payload: { ...leasing.lead, centre_key: 'KRO', recipientEmail: 'leasing@karriridge.example' },
      });
    });

    it("should pass on a recipient the centre's configuration lists, and no other address of that domain", async () => {
      // the demo Karri Ridge Outlet lists the group's leasing team (config/demo-centres.ts enquiryRecipients)
      const leasing = CASES[1]!;
      const send = (recipientEmail: string) =>
        postForm(app, '/api/leasing', { ...leasing.body, recipientEmail }, { centre: 'karri-ridge' });
      const listed = await send('Leasing@Atrium-Leasing.example');
      expect(listed.status).toBe(201);
      expect((await app.ledger.get(listed.body.id))?.payload).toMatchObject({ recipientEmail: 'leasing@atrium-leasing.example' });
      const unlisted = await send('ceo@atrium-leasing.example');
      expect(unlisted.status).toBe(201);
      expect((await app.ledger.get(unlisted.body.id))?.payload).not.toHaveProperty('recipientEmail');
      // another centre does not share the outlet's list
      const elsewhere = await postForm(app, '/api/leasing', { ...leasing.body, recipientEmail: 'leasing@atrium-leasing.example' });
      expect((await app.ledger.get(elsewhere.body.id))?.payload).not.toHaveProperty('recipientEmail');
    });
  });

  it('should answer 404 for a form type the site does not have', async () => {
    const res = await postForm(app, '/api/gift-card-enquiry', CASES[0]!.body);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found', correlationId: expect.stringMatching(UUID) });
  });

  it('should answer 400 with errors._root for a body that is not an object', async () => {
    const res = await request(app.test.url)
      .post('/api/contact-us')
      .set('Host', app.test.host('willowvale'))
      .set('Authorization', 'demo-pass')
      .set('Content-Type', 'application/json')
      .send('["Ada"]');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationFailedBody({ _root: 'Please enter a valid value' }));
  });
});
