import type { CompetitionContent } from '../../../src/common/domain/cms/competition-content.types';
import type { StoreContent } from '../../../src/common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import { RequestError, type RequestOptions, type Transport } from '../../app/transport';
import { StandInHumanCheck } from '../forms/human-check';
import { FormTracker } from '../tracking/form-tracker';
import { toCompetitionEntry } from '../../../src/page-model/competition/competition.mapper';
import { COMPETITION_FORM_TYPE, CompetitionEntryStore } from './competition-entry.store';

const limits = { component: 'sales_driver_limits', min_amount: 30, max_amount: 3000 };
const content = (extra: Partial<CompetitionContent> = {}): CompetitionContent =>
  ({
    component: 'competition',
    _uid: 'c',
    competition_name: 'Win a Holiday',
    name: 'win-a-holiday',
    effectiveDate: '2026-11-10 00:00',
    expiryDate: '2026-11-30 23:59',
    competitionType: 'Single Entry per day',
    stores: ['uuid-b', 'uuid-a', 'uuid-gone'],
    disableMultiPurchase: true,
    fields: [{ component: 'field_group', group: 'salesDriver', fields: [] }, limits],
    ...extra,
  }) as unknown as CompetitionContent;
const stores = [
  { uuid: 'uuid-a', name: 'Zebra Shoes' },
  { uuid: 'uuid-b', name: 'Apple Books' },
] as CmsStory<StoreContent>[];
const model = (extra: Partial<CompetitionContent> = {}, editMode = false) =>
  toCompetitionEntry({
    content: content(extra),
    slug: 'win-a-holiday',
    stores,
    timeZone: 'Australia/Melbourne',
    editMode,
    url: 'https://riverbend.example/competitions/win-a-holiday',
  });

function transportAnswering(answers: Array<{ status: number; body?: unknown } | RequestError>) {
  const sent: Array<{ url: string; body: Record<string, unknown>; headers: Record<string, string> }> = [];
  const transport: Transport = {
    getJson: () => Promise.reject(new Error('not used')),
    postJson: <T>(url: string, body: unknown, options: RequestOptions = {}) => {
      sent.push({ url, body: body as Record<string, unknown>, headers: options.headers ?? {} });
      const answer = answers.shift();
      if (!answer || answer instanceof RequestError) return Promise.reject(answer ?? new Error('no answer'));
      options.onStatus?.(answer.status);
      return Promise.resolve(answer.body as T);
    },
  };
  return { transport, sent };
}

const now = new Date('2026-11-18T03:00:00Z');
/** every store a test made: a countdown left running would tick after the file's environment is gone */
const made: CompetitionEntryStore[] = [];
afterEach(() => {
  for (const store of made.splice(0)) store.stopCountdown();
});

function storeWith(answers: Parameters<typeof transportAnswering>[0], extra: Partial<CompetitionContent> = {}) {
  const { transport, sent } = transportAnswering(answers);
  const humanCheck = new StandInHumanCheck();
  const visited: string[] = [];
  const store = new CompetitionEntryStore({
    model: model(extra),
    transport,
    humanCheck,
    context: () => ({ now, timeZone: 'Australia/Melbourne' }),
    navigate: (path) => visited.push(path),
  });
  made.push(store);
  return { store, sent, humanCheck, visited };
}

async function verifiedAndFilled(store: CompetitionEntryStore) {
  store.verificationStep.identity.email.setValue('email', 'ada@example.com');
  await store.verify();
  for (const [name, value] of Object.entries({
    mobile: '0412345678',
    first_name: 'Ada',
    postcode: '3000',
    accept_privacy_policy_terms: true,
    accept_database_signup_terms: true,
  }))
    store.details.setValue(name, value);
  store.rows[0]!.setValue('storeid', 'uuid-a');
  store.rows[0]!.setValue('date', '2026-11-18');
  store.rows[0]!.setValue('value', '45.5');
}

describe('the competition page model', () => {
  it('should list the competition’s known stores by name, say when entries close, and show the URL to editors only', () => {
    const shown = model();
    expect(shown.stores).toEqual([
      { value: 'uuid-b', label: 'Apple Books' },
      { value: 'uuid-a', label: 'Zebra Shoes' },
    ]);
    // a Melbourne competition closing in summer: daylight time
    expect(shown.closesText).toBe('Entries close at 11:59pm AEDT on 30th November 2026');
    expect(shown.singleEntry).toBe('day');
    expect(shown.url).toBeUndefined();
    expect(model({}, true).url).toBe('https://riverbend.example/competitions/win-a-holiday');
    expect(model({ showUrl: true }).url).toBe('https://riverbend.example/competitions/win-a-holiday');
  });
});

describe('the competition entry', () => {
  it('should verify, then send the entry with the verification, the fields and the purchase, and show step 3', async () => {
    const { store, sent, humanCheck } = storeWith([
      { status: 200, body: { status: 'ok', data: { subscribed: false, verification: 'sealed-by-the-server' } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    await verifiedAndFilled(store);
    expect(store.flow).toMatchObject({ step: 2, status: 'new' });
    await store.submit();
    expect(sent.map((request) => request.url)).toEqual(['/api/verify-subscription', '/api/competition']);
    expect(sent[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(sent[1]!.body).toEqual({
      competition: 'win-a-holiday',
      verification: 'sealed-by-the-server',
      email: 'ada@example.com',
      mobile: '0412345678',
      first_name: 'Ada',
      postcode: '3000',
      accept_privacy_policy_terms: true,
      accept_database_signup_terms: true,
      sales: [{ storeid: 'uuid-a', date: '2026-11-18', value: '45.5' }],
    });
    expect(sent[1]!.headers.Authorization).toMatch(/^pass-/);
    expect([store.step, store.outcome, humanCheck.resets]).toEqual([3, 'entered', 2]);
  });

  it('should let a member verified by mobile enter with the address on file, shown masked, and never ask for or send an email', async () => {
    const { store, sent } = storeWith([
      {
        status: 200,
        body: {
          data: {
            subscribed: true,
            existingFields: { mobile: '0412345678' },
            maskedEmail: 'a***@example.com',
            verification: 'sealed',
          },
        },
      },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    store.verificationStep.setMethod('mobile');
    store.verificationStep.identity.mobile.setValue('mobile', '0412345678');
    await store.verify();
    expect(store.flow).toMatchObject({ step: 2, status: 'existing' });
    expect(store.verificationStep.maskedEmail).toBe('a***@example.com');
    expect(store.details.fields.map((field) => field.name)).not.toContain('email');
    store.change();
    expect([store.verificationStep.maskedEmail, store.verificationStep.verification]).toEqual([undefined, undefined]);
    expect(sent.every((request) => !JSON.stringify(request.body).includes('example.com'))).toBe(true);
  });

  it("should show the already-entered notice for 'Already submitted'", async () => {
    const { store } = storeWith([
      { status: 200, body: { data: { subscribed: true, existingFields: {} } } },
      { status: 200, body: { data: { information: 'Already submitted' } } },
    ]);
    await verifiedAndFilled(store);
    await store.submit();
    expect([store.step, store.outcome, store.alreadyEnteredText]).toEqual([
      3,
      'already',
      "You've already entered this competition today. Come back tomorrow for another chance to win!",
    ]);
  });

  it("should send a visitor who had already entered to what's on once the notice has had its time", async () => {
    const { store, visited } = storeWith([
      { status: 200, body: { data: { subscribed: false } } },
      { status: 200, body: { data: { information: 'Already submitted' } } },
    ]);
    await verifiedAndFilled(store);
    await store.submit();
    expect([store.step, store.countdownKind, store.secondsLeft]).toEqual([3, 'whats-on', 10]);
    for (let second = 0; second < 9; second += 1) store.tick();
    expect(visited).toEqual([]);
    store.tick();
    expect(visited).toEqual(['/whats-on']);
    store.stopCountdown();
  });

  it("should let a visitor who had already entered stay on the page, and keep a new entry's thanks where it is", async () => {
    const already = storeWith([
      { status: 200, body: { data: { subscribed: false } } },
      { status: 200, body: { data: { information: 'Already submitted' } } },
    ]);
    await verifiedAndFilled(already.store);
    await already.store.submit();
    already.store.stayHere();
    for (let second = 0; second < 20; second += 1) already.store.tick();
    expect([already.store.step, already.store.countdownKind, already.visited]).toEqual([3, undefined, []]);

    const entered = storeWith([
      { status: 200, body: { data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    await verifiedAndFilled(entered.store);
    await entered.store.submit();
    expect([entered.store.step, entered.store.countdownKind, entered.visited]).toEqual([3, undefined, []]);
  });

  it('should send the same entry again under the same Idempotency-Key when its answer never came, and a changed one under a new key', async () => {
    const { store, sent } = storeWith([
      { status: 200, body: { data: { subscribed: false } } },
      new RequestError('network', 'Network Error'),
      new RequestError('network', 'Network Error'),
      { status: 201, body: { data: { information: 'Entry received' } } },
      { status: 200, body: { data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    await verifiedAndFilled(store);
    await store.submit();
    expect([store.step, store.failure]).toEqual([
      2,
      'It seems like you are not connected to the Internet. Please check your connection and try again.',
    ]);
    await store.submit();
    store.details.setValue('postcode', '3001');
    await store.submit();
    expect([store.step, store.outcome]).toEqual([3, 'entered']);
    // the same details again, after an answer: another entry, another key
    store.enterAgain();
    await verifiedAndFilled(store);
    await store.submit();
    expect([store.step, store.outcome]).toEqual([3, 'entered']);
    const keys = sent.filter((request) => request.url === '/api/competition').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });

  it("should say 'Your entry has not been successful, please try again.' when the competition is not found", async () => {
    const { store } = storeWith([
      { status: 200, body: { data: { subscribed: false } } },
      new RequestError('http', 'x', 404, { statusCode: 404, message: 'No competition definition found' }),
    ]);
    await verifiedAndFilled(store);
    await store.submit();
    expect([store.step, store.failure]).toEqual([2, 'Your entry has not been successful, please try again.']);
  });

  it("should show the server's field errors under their fields, purchases included", async () => {
    const { store } = storeWith([
      { status: 200, body: { data: { subscribed: false } } },
      new RequestError('http', 'x', 400, {
        errors: { postcode: 'Please enter a valid postcode', 'sales[0].value': 'Amount should be at most $3000' },
      }),
    ]);
    await verifiedAndFilled(store);
    await store.submit();
    expect(store.details.errors).toEqual({ postcode: 'Please enter a valid postcode' });
    expect(store.rows[0]!.errors).toEqual({ value: 'Amount should be at most $3000' });
    expect(store.notices.focusRequest?.id).toBe('entry-postcode');
  });

  it("should sum up a refused entry in the live region: every message once, the consents' with one full stop", async () => {
    const { store, sent } = storeWith([{ status: 200, body: { data: { subscribed: false } } }]);
    store.verificationStep.identity.email.setValue('email', 'ada@example.com');
    await store.verify();
    await store.submit();
    expect(store.notices.announcement).toBe(
      'Please check 8 fields: Please enter your mobile. Please enter first name. Please enter your postcode. ' +
        'Please select a store. Please enter the date you shopped. Please enter the amount you spent. ' +
        'Please complete the required fields then press submit.',
    );
    expect(sent).toHaveLength(1);
  });

  it('should refuse a purchase dated after today without asking the server', async () => {
    const { store, sent } = storeWith([{ status: 200, body: { data: { subscribed: false } } }]);
    await verifiedAndFilled(store);
    store.rows[0]!.setValue('date', '2026-11-19');
    await store.submit();
    expect(store.rows[0]!.errors).toEqual({ date: 'Please enter a date within the competition period, up to today' });
    expect(sent).toHaveLength(1);
  });

  it('should tell the visitor when the verification fails', async () => {
    const { store } = storeWith([
      new RequestError('http', 'x', 503, { message: 'Failed to verify your subscription, please try again.' }),
    ]);
    store.verificationStep.identity.email.setValue('email', 'ada@example.com');
    await store.verify();
    expect([store.step, store.verificationStep.verifyError]).toEqual([
      1,
      'Failed to verify your subscription, please try again.',
    ]);
  });

  it('should start again when the countdown of an in-centre entry reaches zero', async () => {
    const { store } = storeWith(
      [
        { status: 200, body: { data: { subscribed: false } } },
        { status: 201, body: { data: { information: 'Entry received' } } },
      ],
      { channelType: 'in-centre' },
    );
    await verifiedAndFilled(store);
    await store.submit();
    expect(store.secondsLeft).toBe(30);
    for (let second = 0; second < 30; second += 1) store.tick();
    expect([store.step, store.flow.status, store.secondsLeft]).toEqual([1, 'unknown', undefined]);
  });
});

describe('the competition’s data-layer events (spec 1 §7, spec 2 §3, §8)', () => {
  const ADA_HASH = 'b5fc85e55755f9e0d030a10ab4429b6b2944855f9a0d60077fe832becbc41d72';
  const global = globalThis as unknown as { window?: { dataLayer?: Array<Record<string, unknown>> } };
  const context = {
    formType: 'competition',
    formName: 'Win a Holiday',
    competition: 'win-a-holiday',
    campaignId: 'HOLIDAY-26',
  };
  let clock: number;

  beforeEach(() => {
    global.window = {};
    clock = now.getTime();
  });
  afterEach(() => {
    delete global.window;
  });

  function trackedStore(answers: Parameters<typeof transportAnswering>[0], extra: Partial<CompetitionContent> = {}) {
    const { transport, sent } = transportAnswering(answers);
    const entryModel = model({ campaignId: 'HOLIDAY-26', ...extra });
    const tracker = new FormTracker({
      formType: COMPETITION_FORM_TYPE,
      formName: entryModel.title,
      context: { competition: entryModel.slug, campaignId: entryModel.campaignId },
      clock: () => clock,
    });
    const store = new CompetitionEntryStore({
      model: entryModel,
      transport,
      humanCheck: new StandInHumanCheck(),
      context: () => ({ now, timeZone: 'Australia/Melbourne' }),
      tracker,
      clock: () => clock,
    });
    made.push(store);
    return { store, sent, tracker };
  }

  /** Verifies, starts the entry form (its first change), fills it over `seconds`, as the page does. */
  async function startedAndFilled(store: CompetitionEntryStore, seconds: number) {
    store.verificationStep.identity.email.setValue('email', 'Ada@Example.com');
    await store.verify();
    store.formStarted();
    clock += seconds * 1000;
    fillEntry(store);
  }

  function fillEntry(store: CompetitionEntryStore) {
    for (const [name, value] of Object.entries({
      mobile: '0412345678',
      first_name: 'Ada',
      postcode: '3000',
      accept_privacy_policy_terms: true,
      accept_database_signup_terms: true,
    }))
      store.details.setValue(name, value);
    store.rows[0]!.setValue('storeid', 'uuid-a');
    store.rows[0]!.setValue('date', '2026-11-18');
    store.rows[0]!.setValue('value', '45.5');
  }

  it('should push submit then complete with the hashed email and timeToComplete from the form-started time, never the raw email', async () => {
    const { store, sent } = trackedStore([
      { status: 200, body: { data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    await startedAndFilled(store, 95.6);
    await store.submit();
    const fields = { hashedEmail: ADA_HASH, timeToComplete: 96 };
    expect(global.window?.dataLayer).toEqual([
      { event: 'form_submit', ...context, ...fields },
      { event: 'form_complete', ...context, ...fields, outcome: 'submitted' },
    ]);
    expect(JSON.stringify(global.window?.dataLayer).toLowerCase()).not.toContain('ada@example.com');
    expect(sent[1]!.body).not.toHaveProperty('hashedEmail');
  });

  it("should track 'Already submitted' as complete with the outcome 'already_entered'", async () => {
    const { store } = trackedStore([
      { status: 200, body: { data: { subscribed: true, existingFields: {} } } },
      { status: 200, body: { data: { information: 'Already submitted' } } },
    ]);
    await startedAndFilled(store, 30);
    await store.submit();
    expect(global.window?.dataLayer?.map((event) => [event.event, event.outcome])).toEqual([
      ['form_submit', undefined],
      ['form_complete', 'already_entered'],
    ]);
  });

  it('should push an error naming the fields of a 400, and no complete', async () => {
    const { store } = trackedStore([
      { status: 200, body: { data: { subscribed: false } } },
      new RequestError('http', 'x', 400, {
        errors: { postcode: 'Please enter a valid postcode', 'sales[0].value': 'Amount should be at most $3000' },
      }),
    ]);
    await startedAndFilled(store, 10);
    await store.submit();
    expect(global.window?.dataLayer).toEqual([
      { event: 'form_submit', ...context, hashedEmail: ADA_HASH, timeToComplete: 10 },
      { event: 'form_error', ...context, errorFields: ['postcode', 'sales[0].value'] },
    ]);
  });

  it('should push an error naming the fields refused in the page, without a submit', async () => {
    const { store, sent } = trackedStore([{ status: 200, body: { data: { subscribed: false } } }]);
    await startedAndFilled(store, 10);
    store.details.setValue('postcode', '');
    store.rows[0]!.setValue('date', '2026-11-19');
    await store.submit();
    expect(global.window?.dataLayer).toEqual([
      { event: 'form_error', ...context, errorFields: ['postcode', 'sales[0].date'] },
    ]);
    expect(sent).toHaveLength(1);
  });

  it("should push the failure's words as an error when the competition is not found", async () => {
    const { store } = trackedStore([
      { status: 200, body: { data: { subscribed: false } } },
      new RequestError('http', 'x', 404, { statusCode: 404, message: 'No competition definition found' }),
    ]);
    await startedAndFilled(store, 10);
    await store.submit();
    expect(global.window?.dataLayer?.[1]).toEqual({
      event: 'form_error',
      ...context,
      errorMessage: 'Your entry has not been successful, please try again.',
    });
  });

  it('should push abandonment once when the visitor leaves after starting the entry, and never after entering', async () => {
    const { store, tracker } = trackedStore([
      { status: 200, body: { data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    store.verificationStep.identity.email.setValue('email', 'ada@example.com');
    await store.verify();
    tracker.abandon();
    expect(global.window?.dataLayer).toBeUndefined();
    store.formStarted();
    clock += 42_000;
    tracker.abandon();
    tracker.abandon();
    expect(global.window?.dataLayer).toEqual([{ event: 'form_abandon', ...context, timeOnForm: 42 }]);

    const entered = trackedStore([
      { status: 200, body: { data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    global.window = {};
    await startedAndFilled(entered.store, 5);
    await entered.store.submit();
    entered.tracker.abandon();
    expect(global.window.dataLayer?.map((event) => event.event)).toEqual(['form_submit', 'form_complete']);
  });

  it("should time a new entry from its own start after 'Enter again'", async () => {
    const { store } = trackedStore([
      { status: 200, body: { data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
      { status: 200, body: { data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    await startedAndFilled(store, 60);
    await store.submit();
    clock += 300_000;
    store.enterAgain();
    await startedAndFilled(store, 20);
    await store.submit();
    expect(global.window?.dataLayer?.map((event) => [event.event, event.timeToComplete])).toEqual([
      ['form_submit', 60],
      ['form_complete', 60],
      ['form_submit', 20],
      ['form_complete', 20],
    ]);
  });
});
