import type { CompetitionContent, StoreContent } from '../../../src/common/domain/cms/content.types';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import { RequestError, type RequestOptions, type Transport } from '../../app/transport';
import { StandInHumanCheck } from '../forms/human-check';
import { toCompetitionEntry } from './competition.mapper';
import { CompetitionEntryStore } from './competition-entry.store';

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
function storeWith(answers: Parameters<typeof transportAnswering>[0], extra: Partial<CompetitionContent> = {}) {
  const { transport, sent } = transportAnswering(answers);
  const humanCheck = new StandInHumanCheck();
  const store = new CompetitionEntryStore({
    model: model(extra),
    transport,
    humanCheck,
    context: () => ({ now, timeZone: 'Australia/Melbourne' }),
  });
  return { store, sent, humanCheck };
}

async function verifiedAndFilled(store: CompetitionEntryStore) {
  store.identity.email.setValue('email', 'ada@example.com');
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
    expect(shown.closesText).toBe('Entries close 30th November 2026');
    expect(shown.singleEntry).toBe('day');
    expect(shown.url).toBeUndefined();
    expect(model({}, true).url).toBe('https://riverbend.example/competitions/win-a-holiday');
    expect(model({ showUrl: true }).url).toBe('https://riverbend.example/competitions/win-a-holiday');
  });
});

describe('the competition entry', () => {
  it('should verify, then send the entry with the verification, the fields and the purchase, and show step 3', async () => {
    const { store, sent, humanCheck } = storeWith([
      { status: 200, body: { status: 'ok', data: { subscribed: false } } },
      { status: 201, body: { data: { information: 'Entry received' } } },
    ]);
    await verifiedAndFilled(store);
    expect(store.flow).toMatchObject({ step: 2, status: 'new' });
    await store.submit();
    expect(sent.map((request) => request.url)).toEqual(['/api/verify-subscription', '/api/competition']);
    expect(sent[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(sent[1]!.body).toEqual({
      competition: 'win-a-holiday',
      verification_method: 'email',
      verification_status: 'new',
      subscribed: false,
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
    expect(store.focusRequest?.id).toBe('entry-postcode');
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
    store.identity.email.setValue('email', 'ada@example.com');
    await store.verify();
    expect([store.step, store.verifyError]).toEqual([1, 'Failed to verify your subscription, please try again.']);
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
