import { createHmac } from 'node:crypto';
import { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadConfiguration } from '../../../config/configuration';
import { ConfigModule } from '../../../src/common/server/config/config.module';
import { CacheModule } from '../../../src/modules/cache/cache.module';
import { CacheService } from '../../../src/modules/cache/cache.service';

const TOKEN = 'e2e-webhook-token';
const SECRET = 'e2e-webhook-secret';
const PATH = '/api/admin/cache/update';
const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' };
const published = {
  text: 'The user x published the Story Home (home)',
  action: 'published',
  space_id: 1001,
  story_id: 456,
  full_slug: 'home',
};
const forever = { freshMs: 0, staleIfErrorMs: 60_000, errorBackoffMs: 1_000 };

async function createApp(env: Record<string, string> = {}): Promise<INestApplication<App>> {
  const config = loadConfiguration({ APP_MODE: 'test', WEBHOOK_TOKEN: TOKEN, ...env });
  const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), CacheModule] }).compile();
  const app = moduleRef.createNestApplication<INestApplication<App>>({ rawBody: true, logger: false });
  return app.init();
}

/** Loads a value into the namespace and answers whether a later read still gets it (not invalidated). */
async function warm(cache: CacheService, namespace: string): Promise<() => Promise<boolean>> {
  await cache.namespace(namespace).getOrLoad('story:home', async () => 'cached', forever);
  return async () =>
    (await cache.namespace(namespace).getOrLoad('story:home', async () => 'reloaded', forever)) === 'cached';
}

describe('POST /api/admin/cache/update (CMS webhook)', () => {
  describe('with a webhook token only', () => {
    let app: INestApplication<App>;
    let cache: CacheService;

    beforeAll(async () => {
      app = await createApp();
      cache = app.get(CacheService);
    });
    afterAll(() => app.close());

    it('should invalidate the space named by the webhook when the token header is right', async () => {
      const stillCached1001 = await warm(cache, 'content:1001');
      const stillCached1002 = await warm(cache, 'content:1002');
      const response = await request(app.getHttpServer()).post(PATH).set('x-webhook-token', TOKEN).send(published);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ invalidated: ['content:1001'] });
      expect(await stillCached1001()).toBe(false);
      expect(await stillCached1002()).toBe(true);
    });

    it('should accept the token as a query parameter', async () => {
      const stillCached = await warm(cache, 'content:1002');
      const response = await request(app.getHttpServer())
        .post(`${PATH}?token=${TOKEN}`)
        .send({ ...published, space_id: 1002 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ invalidated: ['content:1002'] });
      expect(await stillCached()).toBe(false);
    });

    it('should invalidate every configured space when the body names none', async () => {
      const response = await request(app.getHttpServer()).post(PATH).set('x-webhook-token', TOKEN).send({});
      expect(response.status).toBe(200);
      const spaces = loadConfiguration({ APP_MODE: 'test' }).centres.centres.map(
        (centre) => `content:${centre.cms.spaceId}`,
      );
      expect(spaces.length).toBeGreaterThan(1);
      expect(response.body).toEqual({ invalidated: spaces });
    });

    it('should answer 401 without a token, with a wrong one, or with a token of another length', async () => {
      const server = app.getHttpServer();
      for (const attempt of [
        request(server).post(PATH).send(published),
        request(server).post(PATH).set('x-webhook-token', 'wrong-webhook-token').send(published),
        request(server).post(PATH).set('x-webhook-token', `${TOKEN}x`).send(published),
        request(server).post(`${PATH}?token=wrong`).send(published),
        request(server).post(`${PATH}?token=${TOKEN}&token=${TOKEN}`).send(published),
      ]) {
        const response = await attempt;
        expect(response.status).toBe(401);
        expect(response.body).toEqual(UNAUTHORIZED);
      }
    });

    it('should not invalidate anything when the token is wrong', async () => {
      const stillCached = await warm(cache, 'content:1003');
      await request(app.getHttpServer())
        .post(PATH)
        .set('x-webhook-token', 'wrong')
        .send({ ...published, space_id: 1003 });
      expect(await stillCached()).toBe(true);
    });

    it('should not answer GET', async () => {
      const response = await request(app.getHttpServer()).get(`${PATH}?token=${TOKEN}`);
      expect(response.status).toBe(404);
    });
  });

  describe('with a webhook secret', () => {
    let app: INestApplication<App>;
    const body = JSON.stringify(published);
    const sign = (raw: string): string => createHmac('sha1', SECRET).update(raw).digest('hex');
    const post = () =>
      request(app.getHttpServer()).post(PATH).set('x-webhook-token', TOKEN).set('content-type', 'application/json');

    beforeAll(async () => {
      app = await createApp({ WEBHOOK_SECRET: SECRET });
    });
    afterAll(() => app.close());

    it('should accept a body signed with the secret', async () => {
      const response = await post().set('webhook-signature', sign(body)).send(body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ invalidated: ['content:1001'] });
    });

    it('should verify the raw bytes, not the parsed JSON', async () => {
      const spaced = `{ "space_id" : 1001,  "action": "published" }`;
      const response = await post().set('webhook-signature', sign(spaced)).send(spaced);
      expect(response.status).toBe(200);
    });

    it('should answer 401 when the signature is missing, wrong, or of another body', async () => {
      for (const attempt of [
        post().send(body),
        post().set('webhook-signature', 'deadbeef').send(body),
        post()
          .set('webhook-signature', sign(body))
          .send(JSON.stringify({ ...published, space_id: 1002 })),
        post().set('webhook-signature', createHmac('sha1', 'other').update(body).digest('hex')).send(body),
      ]) {
        const response = await attempt;
        expect(response.status).toBe(401);
        expect(response.body).toEqual(UNAUTHORIZED);
      }
    });

    it('should still require the token when the signature is right', async () => {
      const response = await request(app.getHttpServer())
        .post(PATH)
        .set('content-type', 'application/json')
        .set('webhook-signature', sign(body))
        .send(body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });
});
