import { loadConfiguration } from '../../config/configuration';
import type { CentreConfig } from '../../config/centres.config';
import { systemClock } from '../common/server/time/clock';
import type { ContentService } from '../modules/content/content.service';
import { PageCacheService } from './page-cache.service';

const config = loadConfiguration({ APP_MODE: 'test', WEBHOOK_TOKEN: 'token', PAGE_CACHE_SECONDS: '60' });
const [willowvale, riverbend] = config.centres.centres as [CentreConfig, CentreConfig];
const html = '<!doctype html><p>page</p>';

describe('PageCacheService and content generations', () => {
  const generations = new Map<string, number>([
    [willowvale.slug, 1],
    [riverbend.slug, 1],
  ]);
  const content = { generation: async (centre: CentreConfig) => generations.get(centre.slug)! };
  const identity = () => 'identity' as const;
  let cache: PageCacheService;

  beforeEach(() => {
    generations.set(willowvale.slug, 1).set(riverbend.slug, 1);
    cache = new PageCacheService(config, systemClock, content as unknown as ContentService);
  });

  it("should drop a centre's pages as soon as a newer content generation shows, and keep other centres'", async () => {
    const before = (await cache.keyOf(willowvale, '/shopping'))!;
    const elsewhere = (await cache.keyOf(riverbend, '/shopping'))!;
    await cache.set(before, 200, html, 'nonce', {});
    await cache.set(elsewhere, 200, html, 'nonce', {});

    generations.set(willowvale.slug, 2);
    const after = (await cache.keyOf(willowvale, '/whats-on'))!;
    expect(after).not.toBe(before);
    expect(cache.get(before, identity)).toBeUndefined();
    expect(cache.get(elsewhere, identity)?.status).toBe(200);
  });

  it('should not keep a page rendered for a generation that was retired while it rendered', async () => {
    const started = (await cache.keyOf(willowvale, '/shopping'))!;
    generations.set(willowvale.slug, 2);
    await cache.keyOf(willowvale, '/');
    await cache.set(started, 200, html, 'nonce', {});
    expect(cache.get(started, identity)).toBeUndefined();
  });
});
