import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { loadConfiguration } from '../../../config/configuration';
import { ConfigModule } from '../../../src/common/server/config/config.module';
import { configureHttp } from '../../../src/common/server/http/configure-http';
import { HttpBaselineModule } from '../../../src/common/server/http/http-baseline.module';
import { CacheModule } from '../../../src/modules/cache/cache.module';

// The webhook behind the pipeline production runs (createApp): Nest's parsers off, configureHttp's on,
// the global filter answering errors. Proves req.rawBody survives that set-up and the error shapes.
const TOKEN = 'pipeline-webhook-token';
const SECRET = 'pipeline-webhook-secret';
const PATH = '/api/admin/cache/update';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function createPipelineApp(env: Record<string, string> = {}): Promise<NestExpressApplication> {
  const config = loadConfiguration({ APP_MODE: 'test', WEBHOOK_TOKEN: TOKEN, WEBHOOK_SECRET: SECRET, ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), HttpBaselineModule, CacheModule],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    rawBody: true,
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttp(app, config);
  return app.init();
}

const sign = (raw: string): string => createHmac('sha1', SECRET).update(raw).digest('hex');

describe('POST /api/admin/cache/update through the production HTTP pipeline', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createPipelineApp();
  });
  afterAll(() => app.close());

  const post = (raw: string, signature = sign(raw)) =>
    request(app.getHttpServer())
      .post(PATH)
      .set('x-webhook-token', TOKEN)
      .set('content-type', 'application/json')
      .set('webhook-signature', signature)
      .send(raw);

  it('should verify the signature on the raw body kept by the app parsers', async () => {
    const body = JSON.stringify({ action: 'published', space_id: 1001, story_id: 1, full_slug: 'home' });
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ invalidated: ['content:1001'] });
  });

  it('should answer 401 in the standard error shape', async () => {
    const body = JSON.stringify({ space_id: 1001 });
    const response = await post(body, 'bad');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      message: 'Unauthorized',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should answer 400 with the field message when space_id is not a number', async () => {
    const response = await post(JSON.stringify({ space_id: 'abc' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Invalid webhook payload',
      errors: { space_id: 'space_id must be a whole number' },
      code: 'WEBHOOK.INVALID',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should answer 503 when Redis cannot record the invalidation', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve)); // nothing listens there now
    const offline = await createPipelineApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const body = JSON.stringify({ space_id: 1001 });
      const response = await request(offline.getHttpServer())
        .post(PATH)
        .set('x-webhook-token', TOKEN)
        .set('content-type', 'application/json')
        .set('webhook-signature', sign(body))
        .send(body);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        statusCode: 503,
        message: 'The cache store is unavailable: the invalidation applies to this instance until it is back',
        code: 'UPSTREAM.CACHE_UNAVAILABLE',
        correlationId: expect.stringMatching(UUID),
      });
    } finally {
      await offline.close();
    }
  });
});
