import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createHttpTestApp } from './http-test.app';

function directives(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe('security headers (configureHttp)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createHttpTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('should send a nonce CSP on a page, with the nonce the page put on its script', async () => {
    const res = await request(app.getHttpServer()).get('/test-page/ok');
    const csp = directives(res.headers['content-security-policy']);
    const nonce = /<script nonce="([^"]+)">/.exec(res.text)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // the CMS editor's bridge is allowed only on a verified preview's response (docs/editor.md)
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
  });

  it('should use a fresh nonce for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const res = await request(app.getHttpServer()).get('/api/test/nonce');
      expect(res.headers['content-security-policy']).toContain(`'nonce-${res.body.nonce}'`);
      nonces.add(res.body.nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('should never allow inline or eval scripts, plugins, foreign base URIs or foreign framing', async () => {
    const res = await request(app.getHttpServer()).get('/test-page/ok');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://app.storyblok.com']);
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://app.storyblok.com',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://a.storyblok.com']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('should send the CSP on error responses too', async () => {
    const res = await request(app.getHttpServer()).get('/test-page/crash');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('should set the static security headers and hide the framework', async () => {
    const res = await request(app.getHttpServer()).get('/test-page/ok');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    // HSTS is for production only, where TLS ends at the load balancer
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('should let anyone embed pages and images but keep API answers same-origin', async () => {
    expect((await request(app.getHttpServer()).get('/test-page/ok')).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect((await request(app.getHttpServer()).get('/api/test/nonce')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });
});
