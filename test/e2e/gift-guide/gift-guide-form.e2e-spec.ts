import request from 'supertest';
import type { GiftGuideOfferContent } from '../../../src/common/domain/cms/foundation-content.types';
import { isGiftOfferLive } from '../../../src/common/domain/gift-guide/gift-offer';
import { attemptKey, postForm, TRACKING_FIELDS, validationFailedBody } from '../forms/forms-harness';
import { deliverAllDue, startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';

const ROUTE = 'consumer/edm';

interface CdnOffer {
  uuid: string;
  full_slug: string;
  content: GiftGuideOfferContent;
}

/** A centre's gift guide offers as its CMS space publishes them, and whether each is live now. */
async function offersOf(app: LedgerApp, centre: string): Promise<Array<CdnOffer & { live: boolean }>> {
  const config = app.test.config.centres.centres.find((candidate) => candidate.slug === centre)!;
  const url = new URL(`${app.test.sandboxes.cms.apiEndpoint}/cdn/stories`);
  url.search = new URLSearchParams({
    starts_with: 'foundation/gift-guide/offers/',
    token: config.cms.accessToken,
    version: 'published',
    per_page: '100',
  }).toString();
  const { stories } = (await (await fetch(url)).json()) as { stories: CdnOffer[] };
  return stories.map((story) => ({ ...story, live: isGiftOfferLive(story.content, new Date(), config.timeZone) }));
}

describe('POST /api/gift-guide: send me these gift ideas (spec 2 §7 gift-guide form type)', () => {
  let app: LedgerApp;
  let live: CdnOffer[];
  let expired: CdnOffer;
  let foreign: CdnOffer;
  const api = () => app.test.sandboxes.propertyApi;
  const origin = () => `http://${app.test.host('willowvale')}`;
  const body = (extra: Record<string, unknown> = {}) => ({
    first_name: 'Ada',
    email: 'ada@example.com',
    offerIds: [live[0]!.uuid, live[1]!.uuid],
    ...extra,
  });

  beforeAll(async () => {
    app = await startLedgerApp();
    const own = await offersOf(app, 'willowvale');
    live = own.filter((offer) => offer.live && offer.content.storeName);
    expired = own.find((offer) => !offer.live)!;
    const ids = new Set(own.map((offer) => offer.uuid));
    foreign = (await offersOf(app, 'riverbend')).find((offer) => offer.live && !ids.has(offer.uuid))!;
  });
  afterAll(() => app.test.close());
  beforeEach(() => api().submissions.reset());

  it('should show the form with the page title and description under the gift ideas', async () => {
    const res = await request(app.test.url).get('/gift-guide').set('Host', app.test.host('willowvale'));
    expect(res.text).toContain('<h2 id="gift-guide-form-title" class="form-block__title">Find the perfect gift</h2>');
    expect(res.text).toContain('Tell us who you are shopping for and we will do the rest.');
  });

  it('should take the request into the ledger and deliver the gifts the server knows to consumer/edm', async () => {
    const key = attemptKey();
    const sent = body({
      gender: 'male',
      price: 'Under $50',
      offers: [{ id: live[0]!.uuid, name: 'Free TV', price: '$0' }],
      subscribed: true,
      ...TRACKING_FIELDS,
    });
    const res = await postForm(app, '/api/gift-guide', sent, { key });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'accepted', id: expect.stringMatching(/^gift-guide-/) });
    const again = await postForm(app, '/api/gift-guide', sent, { key });
    expect(again.body).toEqual(res.body);

    await deliverAllDue(app);
    expect(api().submissions.keys(ROUTE)).toEqual(new Map([[res.body.id, 1]]));
    expect(api().submissions.received(ROUTE)[0]!.body).toEqual({
      type: 'gift-guide',
      first_name: 'Ada',
      email: 'ada@example.com',
      site: origin(),
      centre_key: 'WLV',
      filters: { price: 'Under $50', gender: 'male' },
      offers: [live[0]!, live[1]!].map((offer) => ({
        id: offer.uuid,
        name: offer.content.name,
        storeName: offer.content.storeName,
        price: expect.stringMatching(/^\$/),
        url: `${origin()}/${offer.full_slug.replace('foundation/gift-guide/', 'gift-guide/')}`,
      })),
    });
    expect(api().submissions.requestCount('consumer/subscribers')).toBe(0);
  });

  it('should refuse a request without its fields, with the field messages', async () => {
    const res = await postForm(app, '/api/gift-guide', { subscribe: true });
    expect(res.body).toEqual(
      validationFailedBody({
        first_name: 'Please enter your first name',
        email: 'Please enter your email address',
        postcode: 'Please enter your postcode',
        offerIds: 'Please choose at least one gift',
      }),
    );
  });

  it.each([
    [
      'an expired offer',
      () => body({ offerIds: [live[0]!.uuid, expired.uuid] }),
      { offerIds: 'Please select a valid option' },
    ],
    [
      'an offer of another centre',
      () => body({ offerIds: [foreign.uuid] }),
      { offerIds: 'Please select a valid option' },
    ],
    [
      'more than 50 offers',
      () => body({ offerIds: Array.from({ length: 51 }, () => live[0]!.uuid) }),
      { offerIds: 'Please choose at most 50 gifts' },
    ],
    [
      'a filter value the guide does not offer',
      () => body({ gender: 'robot', price: 'Free' }),
      { gender: 'Please select a valid option', price: 'Please select a valid option' },
    ],
  ])('should refuse %s', async (_case, make, errors) => {
    const res = await postForm(app, '/api/gift-guide', make());
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationFailedBody(errors));
  });

  it('should sign up a visitor who opts in, through the sign-up', async () => {
    const res = await postForm(
      app,
      '/api/gift-guide',
      body({ email: 'gift-news@example.com', subscribe: true, postcode: '3128' }),
    );
    expect(res.body).toEqual({
      status: 'accepted',
      id: expect.stringMatching(/^gift-guide-/),
      subscription: 'accepted',
    });
    await deliverAllDue(app);
    expect(
      api()
        .submissions.received('consumer/subscribers')
        .map((entry) => entry.body),
    ).toEqual([
      { first_name: 'Ada', email: 'gift-news@example.com', postcode: '3128', country_code: 'AU', centre_key: 'WLV' },
    ]);
  });
});
