import request from 'supertest';
import { blockViewSources, lazyBlockTypes } from '../../../client/blocks/block-views';
import { allPageViewSources } from '../../../client/pages/page-views';
import { AssetManifestService } from '../../../src/render/asset-manifest.service';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);

describe('code splitting (QUALITY P5)', () => {
  it('should build a chunk of its own for every block view and page view', () => {
    const manifest = app.app.get(AssetManifestService);
    const sources = [...blockViewSources(lazyBlockTypes()), ...allPageViewSources()];
    expect(sources.length).toBeGreaterThan(30);
    expect(sources.filter((source) => !manifest.chunkOf(source))).toEqual([]);
  });

  it("should hint a visitor's page no view chunk: the page starts with the islands loader alone (decision 0013)", async () => {
    for (const path of ['/', '/shopping']) {
      const html = (await request(app.url).get(path).set('Host', app.host('willowvale'))).text;
      const loader = /<script type="module" src="(\/assets\/islands-[\w-]+\.js)"/.exec(html)?.[1];
      expect(loader).toBeDefined();
      // React hints the bootstrap module itself, at low priority; nothing else is fetched ahead
      expect(preloads(html)).toEqual([]);
      expect(html.match(/<script[^>]* src="[^"]+"/g)).toHaveLength(1);
    }
  });
});
