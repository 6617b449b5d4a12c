import request from 'supertest';
import type { CmsBlok } from '../../../src/common/domain/cms/storyblok.types';
import { GENERATION_MEMO_MS } from '../../../src/modules/cache/namespace-generations';
import { startTestApps, type TestApp } from '../../utils/test-app';
import { freePort, ThrowawayRedis } from '../../utils/throwaway-redis';

// Two instances of the site over one set of sandboxes and one Redis (a redis-server of this test's own), as
// `npm run start:two` runs them (docs/two-instances.md; drill R9 runs the same through a crash): what one instance
// hears, the other acts on.
const SPACE = '1001';
const STORE = { slug: 'foundation/stores/freshmart', path: '/stores/freshmart' };
// the page cache keeps a page this long, and the cache version (cv) is read again after this long: an instance
// that saw a publish only through them would show it a minute late
const SHIPPED_WINDOW_MS = 60_000;
const LIMITS = { perAddress: 4, perIdentifier: 3 };

let redis: ThrowawayRedis;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  redis = new ThrowawayRedis(await freePort());
  await redis.start();
  [a, b] = await startTestApps(2, {
    env: {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      // one proxy hop, so X-Forwarded-For names the visitor as a load balancer would
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_POSTS: String(LIMITS.perAddress),
      RATE_LIMIT_IDENTIFIER_POSTS: String(LIMITS.perIdentifier),
    },
  });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.kill();
});

const page = (app: TestApp, path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
const search = (app: TestApp, query: string) =>
  request(app.url)
    .get(`/api/search?query=${encodeURIComponent(query)}`)
    .set('Host', app.host('willowvale'));
const storeTitles = (res: request.Response): string[] =>
  ((res.body.groups?.stores ?? []) as Array<{ title: string }>).map((store) => store.title);
const webhook = (app: TestApp) =>
  request(app.url)
    .post('/api/admin/cache/update')
    .set('Host', app.host('willowvale'))
    .set('x-webhook-token', app.config.content.webhookToken)
    .send({ text: 'published', action: 'published', space_id: Number(SPACE), full_slug: STORE.slug });

/** How long after `since` `check` first held, asking every 50 ms; undefined when it never did within `limitMs`. */
async function heldAfter(since: number, limitMs: number, check: () => Promise<boolean>): Promise<number | undefined> {
  while (Date.now() - since < limitMs) {
    if (await check()) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('two instances sharing Redis: a publish heard by one', () => {
  it("should retire the other instance's cached page and search results within the generation's memo time", async () => {
    expect(a.sandboxes).toBe(b.sandboxes);
    const word = `Quokka${Date.now()}`;
    // B has the page in its page cache and an index that knows no such word
    await page(b, STORE.path).expect(200);
    expect((await page(b, STORE.path)).headers['x-page-cache']).toBe('hit');
    expect(storeTitles(await search(b, word))).toEqual([]);

    b.sandboxes.cms.editDraft(SPACE, STORE.slug, (content: CmsBlok) => ({ ...content, title: `FreshMart ${word}` }));
    b.sandboxes.cms.publish(SPACE, STORE.slug);
    // published at the CMS, nothing heard yet: B serves its cached page
    const before = await page(b, STORE.path);
    expect(before.headers['x-page-cache']).toBe('hit');
    expect(before.text).not.toContain(word);

    const sent = Date.now();
    expect((await webhook(a)).body).toEqual({ invalidated: [`content:${SPACE}`] });
    const pageAfter = await heldAfter(sent, SHIPPED_WINDOW_MS / 4, async () =>
      (await page(b, STORE.path)).text.includes(word),
    );
    const searchAfter = await heldAfter(sent, SHIPPED_WINDOW_MS / 4, async () =>
      storeTitles(await search(b, word)).includes(`FreshMart ${word}`),
    );
    // B reads the new generation within its memo time, then renders and searches afresh; far sooner than the
    // page cache or the cv would have let it
    expect(pageAfter).toBeLessThan(GENERATION_MEMO_MS + 4_000);
    expect(searchAfter).toBeLessThan(GENERATION_MEMO_MS + 4_000);
    // and A, which heard it, shows it too
    expect((await page(a, STORE.path)).text).toContain(word);
    expect(storeTitles(await search(a, word))).toContain(`FreshMart ${word}`);
  });
});

describe('two instances sharing Redis: limits', () => {
  const contact = (n: number) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `two-instances-${n}@example.com`,
    type: 'enquiry',
    comment: 'Where can I park?',
  });
  const post = (app: TestApp, path: string, body: object, address: string, key: string) =>
    request(app.url)
      .post(path)
      .set('Host', app.host('willowvale'))
      .set('Authorization', 'demo-pass')
      .set('Idempotency-Key', key)
      .set('X-Forwarded-For', address)
      .send(body);

  it('should count one address once across both instances, requests alternated', async () => {
    const address = '203.0.113.27';
    const statuses: number[] = [];
    const limited: request.Response[] = [];
    for (let n = 0; n < LIMITS.perAddress + 2; n += 1) {
      const res = await post(n % 2 === 0 ? a : b, '/api/contact-us', contact(n), address, `two-instances-address-${n}`);
      statuses.push(res.status);
      if (res.status === 429) limited.push(res);
    }
    expect(statuses).toEqual([...Array(LIMITS.perAddress).fill(201), 429, 429]);
    for (const res of limited) expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // another visitor, on either instance, is not affected
    expect((await post(b, '/api/contact-us', contact(99), '198.51.100.27', 'two-instances-address-99')).status).toBe(
      201,
    );
  });

  it('should count one email address once across both instances, asked from a new address each time', async () => {
    const lookup = (app: TestApp, email: string, n: number) =>
      post(app, '/api/verify-subscription', { email }, `192.0.2.${n + 1}`, `two-instances-identifier-${n}`);
    const statuses: number[] = [];
    for (let n = 0; n < LIMITS.perIdentifier + 2; n += 1)
      statuses.push((await lookup(n % 2 === 0 ? a : b, 'grace@example.com', n)).status);
    expect(statuses).toEqual([...Array(LIMITS.perIdentifier).fill(200), 429, 429]);
    // its spellings are the same person (decision 0011); another person is not
    expect((await lookup(b, 'Grace+news@Example.com', 50)).status).toBe(429);
    expect((await lookup(a, 'ada@example.com', 51)).status).toBe(200);
  });
});
