import { deliverAllDue, startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';
import { attemptKey, humanCheckFailedBody, postForm, TRACKING_FIELDS, validationFailedBody } from './forms-harness';

const ROUTE = 'consumer/edm';

interface CdnStory {
  uuid: string;
  name: string;
  full_slug: string;
  content: { component: string; title?: string; floor?: string };
}

/** A centre's published stores, as its CMS space serves them. */
async function storesOf(app: LedgerApp, centre: string): Promise<CdnStory[]> {
  const space = app.test.config.centres.centres.find((candidate) => candidate.slug === centre)!;
  const url = new URL(`${app.test.sandboxes.cms.apiEndpoint}/cdn/stories`);
  url.search = new URLSearchParams({
    starts_with: 'foundation/stores/',
    token: space.cms.accessToken,
    version: 'published',
    per_page: '100',
  }).toString();
  const body = (await (await fetch(url)).json()) as { stories: CdnStory[] };
  return body.stories.filter((story) => story.content.component === 'store');
}

describe('POST /api/journey-email (spec 1 §2.13, spec 2 §3, §7)', () => {
  let app: LedgerApp;
  let stores: CdnStory[];
  let foreign: CdnStory;
  const api = () => app.test.sandboxes.propertyApi;
  const origin = () => `http://${app.test.host('willowvale')}`;

  beforeAll(async () => {
    app = await startLedgerApp();
    stores = (await storesOf(app, 'willowvale')).slice(0, 3);
    const own = new Set((await storesOf(app, 'willowvale')).map((story) => story.uuid));
    foreign = (await storesOf(app, 'riverbend')).find((story) => !own.has(story.uuid))!;
  });
  afterAll(() => app.test.close());
  beforeEach(() => api().submissions.reset());

  it('should take the journey into the ledger and deliver it to consumer/edm with the stores the server knows', async () => {
    const ids = [stores[1]!.uuid, stores[0]!.uuid];
    const res = await postForm(app, '/api/journey-email', {
      email: ' Ada@Example.com ',
      storeIds: ids,
      // what a body cannot claim: the stores' names, membership (decision 0011)
      stores: [{ id: ids[0], title: 'Free Money' }],
      subscribed: true,
      verification: 'v1.forged',
      ...TRACKING_FIELDS,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'accepted', id: expect.stringMatching(/^journey-email-/) });

    await deliverAllDue(app);
    const [received] = api().submissions.received(ROUTE);
    expect(received).toMatchObject({ idempotencyKey: res.body.id, status: 201, repeated: false });
    expect(received!.body).toEqual({
      type: 'journey',
      email: 'Ada@Example.com',
      site: origin(),
      centre_key: 'WLV',
      stores: [1, 0].map((index) => ({
        id: stores[index]!.uuid,
        title: stores[index]!.content.title,
        floor: expect.stringMatching(/\S/),
        url: `${origin()}/${stores[index]!.full_slug.replace(/^foundation\/stores\//, 'stores/')}`,
      })),
    });
    // no sign-up was asked for, so none was made
    expect(api().submissions.requestCount('consumer/subscribers')).toBe(0);
  });

  it('should answer a repeated attempt with the same id and deliver it once', async () => {
    const key = attemptKey();
    const body = { email: 'grace@example.com', storeIds: [stores[0]!.uuid] };
    const first = await postForm(app, '/api/journey-email', body, { key });
    const again = await postForm(app, '/api/journey-email', body, { key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    await deliverAllDue(app);
    expect(api().submissions.keys(ROUTE)).toEqual(new Map([[first.body.id, 1]]));
  });

  it.each([
    [
      'no email and no stores',
      {},
      { email: 'Please enter your email address', storeIds: "You haven't added any stores to your journey yet!" },
    ],
    [
      'a malformed email',
      { email: 'ada@', storeIds: ['x'] },
      { email: 'Please enter a valid email address', storeIds: 'Please select a valid option' },
    ],
    [
      'an email with a zero-width space',
      { email: 'ada\u200b@example.com' },
      { email: 'Please enter a valid email address' },
    ],
    [
      'a list that is not one',
      { email: 'ada@example.com', storeIds: 'abc' },
      { storeIds: 'Please enter a valid value' },
    ],
    [
      'an opt-in without the sign-up details',
      { email: 'ada@example.com', subscribe: true },
      { first_name: 'Please enter your first name', postcode: 'Please enter your postcode' },
    ],
  ])('should refuse %s with the field messages', async (_case, body, errors) => {
    const withStores = { storeIds: [stores[0]!.uuid], ...body } as Record<string, unknown>;
    if (Object.keys(body).length === 0) delete withStores.storeIds;
    const res = await postForm(app, '/api/journey-email', withStores);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationFailedBody(errors));
  });

  it('should refuse a store of another centre and more than 50 stores, on storeIds', async () => {
    const other = await postForm(app, '/api/journey-email', {
      email: 'ada@example.com',
      storeIds: [stores[0]!.uuid, foreign.uuid],
    });
    expect(other.body).toEqual(validationFailedBody({ storeIds: 'Please select a valid option' }));
    const many = Array.from({ length: 51 }, () => stores[0]!.uuid);
    const long = await postForm(app, '/api/journey-email', { email: 'ada@example.com', storeIds: many });
    expect(long.body).toEqual(validationFailedBody({ storeIds: 'Please choose at most 50 stores' }));
    await deliverAllDue(app);
    expect(api().submissions.requestCount(ROUTE)).toBe(0);
  });

  it('should refuse a post without the human check before reading it', async () => {
    const res = await postForm(app, '/api/journey-email', { email: 'x' }, { token: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(humanCheckFailedBody('CAPTCHA.MISSING'));
  });

  it('should sign a new visitor up through the sign-up, and tell a member only what /api/subscribe tells', async () => {
    const body = {
      email: 'Lin@Example.com',
      storeIds: [stores[2]!.uuid],
      subscribe: true,
      first_name: 'Lin',
      postcode: '3128',
    };
    const first = await postForm(app, '/api/journey-email', body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      status: 'accepted',
      id: expect.stringMatching(/^journey-email-/),
      subscription: 'accepted',
    });
    await deliverAllDue(app);
    expect(
      api()
        .submissions.received('consumer/subscribers')
        .map((entry) => entry.body),
    ).toEqual([
      { first_name: 'Lin', email: 'Lin@Example.com', postcode: '3128', country_code: 'AU', centre_key: 'WLV' },
    ]);
    expect(api().submissions.deliveries(ROUTE)).toBe(1);

    const member = await postForm(app, '/api/journey-email', body);
    expect(member.body).toEqual({
      status: 'accepted',
      id: expect.stringMatching(/^journey-email-/),
      subscription: 'subscribed',
    });
    await deliverAllDue(app);
    expect(api().submissions.deliveries('consumer/subscribers')).toBe(1);
    expect(api().submissions.deliveries(ROUTE)).toBe(2);
  });

  it('should keep the journey email when the sign-up cannot be taken', async () => {
    const accept = app.submissions.accept.bind(app.submissions);
    const spy = jest
      .spyOn(app.submissions, 'accept')
      .mockImplementation((kind, ...rest) =>
        kind === 'subscription' ? Promise.reject(new Error('ledger unavailable')) : accept(kind, ...rest),
      );
    try {
      const body = {
        email: 'kim@example.com',
        storeIds: [stores[0]!.uuid],
        subscribe: true,
        first_name: 'Kim',
        postcode: '4000',
      };
      const res = await postForm(app, '/api/journey-email', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'accepted',
        id: expect.stringMatching(/^journey-email-/),
        subscription: 'failed',
      });
      expect(await app.ledger.get(res.body.id)).toMatchObject({ kind: 'journey-email', status: 'pending' });
    } finally {
      spy.mockRestore();
    }
  });
});
