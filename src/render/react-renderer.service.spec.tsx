import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { PassThrough } from 'node:stream';
import { loadConfiguration } from '../../config/configuration';
import { preloadAllViews } from '../../client/server-render';
import { pageState } from '../../test/fixtures/page-state';
import type { AssetManifestService } from './asset-manifest.service';
import { ReactRendererService } from './react-renderer.service';

const manifest = {
  assets: () => ({ entry: '/assets/main-abc.js', preload: ['/assets/chunks/x.js'], styles: '/assets/styles-abc.css' }),
  islandAssets: () => ({ entry: '/assets/islands-abc.js', preload: [], styles: '/assets/styles-abc.css' }),
  // the runtime's file and one per view source, as the build names them
  islandChunks: (sources: string[]) => ['island-runtime-abc', ...sources.map((source) => `${source.split('/').pop()!.replace(/\.tsx?$/, '')}-abc`)],
} as unknown as AssetManifestService;
const renderer = new ReactRendererService(manifest, loadConfiguration({ APP_MODE: 'test' }));

// as the app does at start (ViewPreloaderService): server renders never wait for a chunk
beforeAll(() => preloadAllViews());

/** A response that records what a renderer writes. */
function recordingResponse() {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const recorded = {
    status: 0,
    headers: {} as Record<string, string>,
    html: () => Buffer.concat(chunks).toString('utf8'),
  };
  const res = Object.assign(sink, {
    status: (code: number) => ((recorded.status = code), res),
    setHeader: (name: string, value: string) => ((recorded.headers[name] = value), res),
  });
  return { res: res as unknown as Response, recorded };
}

describe('ReactRendererService', () => {
  it('should send a visitor the whole document with the status, the nonce on every script and the islands loader only', async () => {
    const { res, recorded } = recordingResponse();
    let cached = '';
    await renderer.stream(
      res,
      { state: pageState(), status: 404, url: '/', nonce: 'n0nce' },
      (document) => (cached = document.toString('utf8')),
    );
    const html = recorded.html();
    expect(recorded.status).toBe(404);
    expect(recorded.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-AU">/);
    expect(html).toMatch(
      /<script type="module" src="\/assets\/islands-abc.js" nonce="n0nce"[^>]*><\/script><\/body><\/html>$/,
    );
    // what the islands share, not the page's state; nothing preloaded
    expect(html).toContain('<script id="__ATRIUM_ISLANDS__" type="application/json" nonce="n0nce">');
    expect(html).not.toContain('__ATRIUM_STATE__');
    expect(html.match(/rel="modulepreload"[^>]*href="[^"]*"/g)).toEqual(['rel="modulepreload" fetchPriority="low" nonce="n0nce" href="/assets/islands-abc.js"']);
    expect(html).toContain('<atrium-island data-island="header" data-when="interaction"');
    // each island names the files of its code: the runtime's and its view's
    expect(html).toMatch(/<atrium-island data-island="header" [^>]*data-chunks="island-runtime-abc header-abc"/);
    expect(html.match(/<script(?![^>]*nonce="n0nce")[^>]*>/g)).toBeNull();
    expect(cached).toBe(html);
  });

  it('should hydrate the whole document in the editor\'s preview: the page state, the main entry and its preloads', async () => {
    const { res, recorded } = recordingResponse();
    await renderer.stream(res, { state: { ...pageState(), editMode: true }, status: 200, url: '/', nonce: 'n0nce' });
    const html = recorded.html();
    expect(html).toMatch(/<script type="module" src="\/assets\/main-abc.js" nonce="n0nce"[^>]*><\/script><\/body><\/html>$/);
    expect(html).toContain('<script id="__ATRIUM_STATE__" type="application/json" nonce="n0nce">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/x.js"/>');
    expect(html).not.toContain('<atrium-island');
  });

  it('should fail (so the error page is sent) when the shell cannot render, writing nothing', async () => {
    const { res, recorded } = recordingResponse();
    const broken = { ...pageState(), site: undefined } as unknown as ReturnType<typeof pageState>;
    await expect(renderer.stream(res, { state: broken, status: 200, url: '/', nonce: 'n' })).rejects.toBeInstanceOf(
      Error,
    );
    expect(recorded.status).toBe(0);
    expect(recorded.html()).toBe('');
  });

  it('should still stream the page when one block throws, and keep it out of the page cache', async () => {
    const { res, recorded } = recordingResponse();
    const bad = [{ type: 'divider', uid: 'x', model: null }];
    let cached: string | undefined;
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await renderer.stream(res, { state: pageState(bad), status: 200, url: '/', nonce: 'n' }, (document) => (cached = document.toString('utf8')));
    expect(recorded.status).toBe(200);
    expect(recorded.html()).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
    expect(cached).toBeUndefined();
    // the operator hears which page failed, once
    expect(logged.mock.calls.filter(([message]) => String(message).startsWith('render error on /'))).toHaveLength(1);
    logged.mockRestore();
  });
});
