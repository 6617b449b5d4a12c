import { startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';
import { postForm, validationFailedBody } from './forms-harness';

// Issue 11 "clean text" and "addresses": what a hand-made request can smuggle into the ledger, the data API and
// the SFTP export is refused with the field's message, and nothing is written.
const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile: '0412 345 678',
  type: 'enquiry',
  comment: 'Where is the parcel pick-up?',
};

const POP_UP = {
  title: 'Dr.',
  first_name: 'Mary',
  last_name: 'Jackson',
  company_name: 'Jackson Candles',
  telephone_number: '0412345678',
  email: 'mary@example.com',
  postcode: '0800',
  type_of_enquiry: '1',
  your_business_category: 'Gifts & Homewares',
  tell_us_about_your_business: 'Hand-poured candles.',
};

describe('form endpoints: clean text and addresses (issue 11)', () => {
  let app: LedgerApp;
  const stored = async (): Promise<number> =>
    (await app.ledger.list('pending', 1000)).length + (await app.ledger.list('delivered', 1000)).length;

  beforeAll(async () => {
    app = await startLedgerApp();
  });
  afterAll(() => app.test.close());

  it.each([
    ['NUL', 'Ada\u0000'],
    ['bell', 'Ada\u0007'],
    ['a C1 control', 'Ada\u0085'],
    ['a line break in a single-line field', 'Ada\r\nBcc: someone@example.com'],
    ['a right-to-left override', 'Ada\u202efdp.exe'],
    ['an isolate', 'Ada\u2066x\u2069'],
    ['a zero-width space', 'A\u200bda'],
    ['a byte order mark', 'Ad\ufeffa'],
  ])("should refuse %s in a name with 'Please enter a valid value' and write nothing", async (_kind, value) => {
    const before = await stored();
    const res = await postForm(app, '/api/contact-us', { ...CONTACT, first_name: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationFailedBody({ first_name: 'Please enter a valid value' }));
    expect(await stored()).toBe(before);
  });

  it('should refuse a control character in a message, but take its line breaks', async () => {
    const bell = await postForm(app, '/api/contact-us', { ...CONTACT, comment: 'Hello\u0007' });
    expect(bell.body).toEqual(validationFailedBody({ comment: 'Please enter a valid value' }));
    const lines = await postForm(app, '/api/contact-us', { ...CONTACT, comment: 'First line\r\nSecond line' });
    expect(lines.status).toBe(201);
    expect((await app.ledger.get(lines.body.id))?.payload).toMatchObject({ comment: 'First line\r\nSecond line' });
  });

  it("should not let a value made of invisible characters satisfy 'required'", async () => {
    const res = await postForm(app, '/api/contact-us', {
      ...CONTACT,
      first_name: '\u200b\u200b',
      last_name: '\u2060 \ufeff',
    });
    expect(res.body).toEqual(
      validationFailedBody({ first_name: 'Please enter your first name', last_name: 'Please enter your last name' }),
    );
  });

  it('should take an ABN pasted whole with its spaces: sanitised before its 11-character limit', async () => {
    const res = await postForm(app, '/api/leasing-popup', { ...POP_UP, company_abn: '51 824 753 556' });
    expect(res.status).toBe(201);
    expect((await app.ledger.get(res.body.id))?.payload).toMatchObject({ company_abn: '51824753556' });
  });

  it.each([
    'ada%relay.example@example.com',
    'relay.example!ada@example.com',
    '"ada@relay"@example.com',
    'ada@relay.example@example.com',
    'ada@[192.0.2.1]',
    'ada@192.0.2.1',
  ])(
    "should refuse the relay or source-routing address %j with 'Please enter a valid email address'",
    async (email) => {
      const res = await postForm(app, '/api/contact-us', { ...CONTACT, email });
      expect(res.body).toEqual(validationFailedBody({ email: 'Please enter a valid email address' }));
    },
  );

  it("should never pass on a relay form of recipientEmail, even one naming the centre's domain", async () => {
    for (const recipientEmail of [
      'someone%elsewhere.example@willowvale.example',
      '"someone@elsewhere.example"@willowvale.example',
      'someone@elsewhere.example@willowvale.example',
    ]) {
      const res = await postForm(app, '/api/contact-us', { ...CONTACT, recipientEmail });
      expect(res.status).toBe(201);
      expect((await app.ledger.get(res.body.id))?.payload).not.toHaveProperty('recipientEmail');
    }
  });

  it('should refuse an invisible character in a page parameter sent beside the fields', async () => {
    const res = await postForm(app, '/api/contact-us', {
      ...CONTACT,
      recipientEmail: 'hello@willowvale.example\u200b',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationFailedBody({ recipientEmail: 'Please enter a valid value' }));
  });
});
