import { randomInt } from 'node:crypto';
import { createClient } from '@keyv/redis';
import { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadConfiguration } from '../../../config/configuration';
import { ConfigModule } from '../../../src/common/server/config/config.module';
import { CacheModule } from '../../../src/modules/cache/cache.module';
import { CacheService } from '../../../src/modules/cache/cache.service';

// Two app instances sharing the machine's Redis: a webhook received by one retires the space's content
// on both. A random space id keeps parallel runs apart.
const REDIS_URL = 'redis://127.0.0.1:6379';
const TOKEN = 'e2e-webhook-token';
const spaceId = `9${randomInt(10_000_000, 99_999_999)}`;
const namespace = `content:${spaceId}`;
const forever = { freshMs: 0, staleIfErrorMs: 60_000, errorBackoffMs: 1_000 };

async function createApp(): Promise<INestApplication<App>> {
  const config = loadConfiguration({ APP_MODE: 'test', WEBHOOK_TOKEN: TOKEN, REDIS_URL });
  const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), CacheModule] }).compile();
  return moduleRef.createNestApplication<INestApplication<App>>({ rawBody: true, logger: false }).init();
}

describe('POST /api/admin/cache/update with instances sharing Redis', () => {
  let receiver: INestApplication<App>;
  let other: INestApplication<App>;

  beforeAll(async () => {
    [receiver, other] = await Promise.all([createApp(), createApp()]);
  });

  afterAll(async () => {
    await Promise.all([receiver.close(), other.close()]);
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    for await (const keys of raw.scanIterator({ MATCH: `atrium::${namespace}:*`, COUNT: 1000 }))
      if (keys.length > 0) await raw.del(keys);
    raw.destroy();
  });

  it('should retire the space on every instance within about a second', async () => {
    const cache = other.get(CacheService);
    expect(cache.stats().kind).toBe('redis');
    await cache.namespace(namespace).getOrLoad('story:home', async () => 'before', forever);

    const response = await request(receiver.getHttpServer())
      .post('/api/admin/cache/update')
      .set('x-webhook-token', TOKEN)
      .send({ action: 'published', space_id: Number(spaceId), story_id: 1, full_slug: 'home' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ invalidated: [namespace] });

    const sent = Date.now();
    let value = 'before';
    while (value === 'before' && Date.now() - sent < 3_000) {
      value = await cache.namespace(namespace).getOrLoad('story:home', async () => 'after', forever);
      if (value === 'before') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(value).toBe('after');
    expect(Date.now() - sent).toBeLessThan(1_500);
  });
});
