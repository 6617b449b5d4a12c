import { randomUUID } from 'node:crypto';
import { createClient } from '@keyv/redis';
import { Test, TestingModule } from '@nestjs/testing';
import { loadConfiguration } from '../../../config/configuration';
import { ConfigModule } from '../../common/server/config/config.module';
import { CacheModule } from './cache.module';
import { CacheService } from './cache.service';

// The machine's shared Redis (TOOLCHAIN.md); this run writes under a namespace of its own (REDIS_NAMESPACE), and
// its keys carry the same random id, so parallel runs never collide.
const REDIS_URL = 'redis://127.0.0.1:6379';
const run = `test-${randomUUID().slice(0, 8)}`;
const rawKey = (key: string): string => `${run}::${key}`;
const options = { freshMs: 0, staleIfErrorMs: 60_000, errorBackoffMs: 1_000 };

async function startInstance(): Promise<TestingModule> {
  const config = loadConfiguration({ APP_MODE: 'test', WEBHOOK_TOKEN: 'token', REDIS_URL, REDIS_NAMESPACE: run });
  const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), CacheModule] }).compile();
  return moduleRef.init();
}

describe('CacheService on Redis', () => {
  const raw = createClient({ url: REDIS_URL });
  const instances: TestingModule[] = [];
  let cache: CacheService;

  beforeAll(async () => {
    await raw.connect();
    instances.push(await startInstance());
    cache = instances[0].get(CacheService);
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    for await (const keys of raw.scanIterator({ MATCH: rawKey(`${run}*`), COUNT: 1000 }))
      if (keys.length > 0) await raw.del(keys);
    raw.destroy();
  });

  it('should use Redis and answer a ping', async () => {
    expect(cache.stats()).toMatchObject({ kind: 'redis', available: true });
    expect(await cache.ping()).toMatchObject({ ok: true, kind: 'redis' });
  });

  it('should write values to Redis with their expiry', async () => {
    await cache.set(`${run}:plain`, { title: 'Home' }, 60_000);
    const stored = await raw.get(rawKey(`${run}:plain`));
    expect(JSON.parse(stored!)).toMatchObject({ value: { title: 'Home' } });
    const ttl = await raw.pTTL(rawKey(`${run}:plain`));
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await cache.get(`${run}:plain`)).toEqual({ title: 'Home' });
  });

  it('should store a namespaced entry under its generation, with a last-known-good copy and the generation', async () => {
    const namespace = `${run}:content:1001`;
    await cache.namespace(namespace).getOrLoad('story:home', async () => ({ slug: 'home' }), options);
    const keys: string[] = [];
    for await (const batch of raw.scanIterator({ MATCH: rawKey(`${namespace}:*`), COUNT: 1000 })) keys.push(...batch);
    const generation = Number(JSON.parse((await raw.get(rawKey(`${namespace}:generation`)))!).value);
    expect(keys.sort()).toEqual(
      [
        rawKey(`${namespace}:g${generation}:story:home`),
        rawKey(`${namespace}:generation`),
        rawKey(`${namespace}:lkg:story:home`),
      ].sort(),
    );
    expect(await raw.pTTL(rawKey(`${namespace}:generation`))).toBe(-1);
  });

  it('should let a second instance read what the first loaded, and see its invalidation within about a second', async () => {
    instances.push(await startInstance());
    const other = instances[1].get(CacheService);
    const namespace = `${run}:content:1002`;
    const first = jest.fn(async () => 'v1');
    const second = jest.fn(async () => 'v2');

    expect(await cache.namespace(namespace).getOrLoad('story', first, options)).toBe('v1');
    expect(await other.namespace(namespace).getOrLoad('story', second, options)).toBe('v1');
    expect(second).not.toHaveBeenCalled();

    expect(await cache.invalidate(namespace)).toBe(true);
    const invalidatedAt = Date.now();
    let seen = 'v1';
    while (seen === 'v1' && Date.now() - invalidatedAt < 3_000) {
      seen = await other.namespace(namespace).getOrLoad('story', second, options);
      if (seen === 'v1') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe('v2');
    expect(Date.now() - invalidatedAt).toBeLessThan(1_500);
    // the first instance now reads what the second loaded under the new generation
    expect(await cache.namespace(namespace).getOrLoad('story', first, options)).toBe('v2');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('should keep single flight per instance against Redis', async () => {
    const load = jest.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('v'), 20)));
    const values = await Promise.all(Array.from({ length: 100 }, () => cache.getOrLoad(`${run}:hot`, load, options)));
    expect(new Set(values)).toEqual(new Set(['v']));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
