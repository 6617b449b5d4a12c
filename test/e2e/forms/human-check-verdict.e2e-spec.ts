import { startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';
import { humanCheckFailedBody, postForm } from './forms-harness';

// decision 0009 and contracts.md §5: a token passes only when siteverify says it was made on a page of the
// centre's site and, for a score-based key, for the site's action with a good enough score. Anything else is
// the human check's 400, and nothing of the post reaches the submissions ledger.
const contact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile: '0412 345 678',
  type: 'enquiry',
  comment: 'Where is the parcel pick-up?',
};

describe('the human check of a form post reads what siteverify says of the token', () => {
  let app: LedgerApp;
  const pending = async () => (await app.submissions.list('pending', 1000)).length;
  const captcha = () => app.test.sandboxes.captcha;

  beforeAll(async () => {
    app = await startLedgerApp();
  });
  afterAll(() => app.test.close());
  afterEach(() => {
    captcha().answer = { ...captcha().answer, score: 0.9, action: 'submit', version: 'v3' };
  });

  it("should accept a token made on the centre's own page for the site's action", async () => {
    const before = await pending();
    const token = captcha().issueToken({ hostname: 'willowvale.localhost', action: 'submit' });
    const res = await postForm(app, '/api/contact-us', contact, { token });
    expect(res.status).toBe(201);
    expect(await pending()).toBe(before + 1);
  });

  it.each([
    ['another site', 'www.evil.example'],
    ["a sibling centre's site", 'riverbend.localhost'],
  ])(
    "should refuse a token made on %s with 'Please confirm you are not a robot' and keep nothing",
    async (_what, hostname) => {
      const before = await pending();
      const token = captcha().issueToken({ hostname, action: 'submit' });
      const res = await postForm(app, '/api/contact-us', contact, { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(humanCheckFailedBody('CAPTCHA.FAILED'));
      expect(await pending()).toBe(before);
    },
  );

  it('should refuse a token made for another action and keep nothing', async () => {
    const before = await pending();
    const token = captcha().issueToken({ hostname: 'willowvale.localhost', action: 'login' });
    const res = await postForm(app, '/api/contact-us', contact, { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(humanCheckFailedBody('CAPTCHA.FAILED'));
    expect(await pending()).toBe(before);
  });

  it('should refuse a token whose score is under CAPTCHA_MIN_SCORE and keep nothing', async () => {
    captcha().answer = { ...captcha().answer, score: 0.3 };
    const before = await pending();
    const token = captcha().issueToken({ hostname: 'willowvale.localhost', action: 'submit' });
    const res = await postForm(app, '/api/contact-us', contact, { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(humanCheckFailedBody('CAPTCHA.FAILED'));
    expect(await pending()).toBe(before);
  });

  it("should accept a token of a checkbox key (no score, no action) made on the centre's page", async () => {
    captcha().answer = { ...captcha().answer, version: 'v2' };
    const token = captcha().issueToken({ hostname: 'willowvale.localhost' });
    expect((await postForm(app, '/api/contact-us', contact, { token })).status).toBe(201);
  });
});
