import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import request from 'supertest';
import { PAGE_ERROR_RENDERER, PageErrorRenderer } from '../../../src/common/server/errors/page-error-renderer.port';
import { createHttpTestApp } from './http-test.app';
import { INTERNAL_SECRET } from './test-http.controllers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

class FakePageErrorRenderer implements PageErrorRenderer {
  readonly calls: Array<{ path: string; status: number; correlationId: string }> = [];
  async renderError(req: Request, res: Response, status: number, correlationId: string): Promise<void> {
    this.calls.push({ path: req.path, status, correlationId });
    await Promise.resolve();
    res.status(status).type('html').send(`<h1>Branded ${status}</h1>`);
  }
}

const renderer = new FakePageErrorRenderer();
/** Stands in for the render module: provides the token without exporting it. */
@Module({ providers: [{ provide: PAGE_ERROR_RENDERER, useValue: renderer }] })
class FakeRenderModule {}

const failingRenderer: PageErrorRenderer = {
  renderError: () => {
    throw new Error('template exploded');
  },
};
@Module({ providers: [{ provide: PAGE_ERROR_RENDERER, useValue: failingRenderer }] })
class FailingRenderModule {}

describe('page errors (global filter)', () => {
  describe('with a page error renderer', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createHttpTestApp({ imports: [FakeRenderModule] });
    });
    afterAll(async () => {
      await app.close();
    });

    it('should hand a failing page to the renderer with status 500 and the correlation id', async () => {
      const res = await request(app.getHttpServer()).get('/test-page/crash');
      expect(res.status).toBe(500);
      expect(res.text).toBe('<h1>Branded 500</h1>');
      expect(renderer.calls.at(-1)).toEqual({
        path: '/test-page/crash',
        status: 500,
        correlationId: res.headers['x-correlation-id'],
      });
    });

    it('should hand a domain not-found and an unknown page to the renderer with 404', async () => {
      expect((await request(app.getHttpServer()).get('/test-page/missing')).text).toBe('<h1>Branded 404</h1>');
      const unknown = await request(app.getHttpServer()).get('/no/such/page');
      expect(unknown.status).toBe(404);
      expect(unknown.text).toBe('<h1>Branded 404</h1>');
    });

    it('should never use the renderer for API requests', async () => {
      const before = renderer.calls.length;
      const res = await request(app.getHttpServer()).get('/api/test/crash');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(renderer.calls.length).toBe(before);
    });
  });

  describe('without a page error renderer', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createHttpTestApp();
    });
    afterAll(async () => {
      await app.close();
    });

    it('should send the minimal error page with status 500 and no internals', async () => {
      const res = await request(app.getHttpServer()).get('/test-page/crash');
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<title>Oops! Something went wrong.</title>');
      expect(res.text).toContain('Oops! Something went wrong, Please try again later.');
      expect(res.text).toContain(`Reference: ${res.headers['x-correlation-id']}`);
      expect(res.text).not.toContain(INTERNAL_SECRET);
      expect(res.text).not.toContain('<script');
    });

    it('should send the minimal not-found page with status 404', async () => {
      const res = await request(app.getHttpServer()).get('/test-page/missing');
      expect(res.status).toBe(404);
      expect(res.text).toContain('<title>Page not found</title>');
      expect(res.text).toContain('We are sorry but the page you requested cannot be found.');
      expect(res.headers['x-correlation-id']).toMatch(UUID);
    });
  });

  describe('with a renderer that throws', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createHttpTestApp({ imports: [FailingRenderModule] });
    });
    afterAll(async () => {
      await app.close();
    });

    it('should fall back to the minimal error page with the original status', async () => {
      const res = await request(app.getHttpServer()).get('/test-page/missing');
      expect(res.status).toBe(404);
      expect(res.text).toContain('We are sorry but the page you requested cannot be found.');
      expect(res.text).not.toContain('template exploded');
    });
  });
});
