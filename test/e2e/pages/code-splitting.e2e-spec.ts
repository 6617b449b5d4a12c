import request from 'supertest';
import { blockViewSources, lazyBlockTypes } from '../../../client/blocks/block-views';
import { navigationViewSources } from '../../../client/features/navigation/navigation-views';
import { allPageViewSources } from '../../../client/pages/page-views';
import { AssetManifestService } from '../../../src/render/asset-manifest.service';
import { demoStories } from '../../utils/demo-content';
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

  it("should hint the chunks of the page's own blocks and view, and only those", async () => {
    const home = preloads((await request(app.url).get('/').set('Host', app.host('willowvale'))).text);
    const store = demoStories('willowvale', 'foundation/stores/')[0]!.fullSlug.split('/').pop();
    const storePage = preloads((await request(app.url).get(`/stores/${store}`).set('Host', app.host('willowvale'))).text);
    const manifest = app.app.get(AssetManifestService);
    const storeView = manifest.chunkOf('client/features/store/store-view.tsx')!;
    const featurePanels = manifest.chunkOf('client/blocks/feature-panel-group.block.tsx')!;
    expect(storePage).toContain(storeView);
    expect(home).not.toContain(storeView);
    expect(home).toContain(featurePanels);
    expect(storePage).not.toContain(featurePanels);
  });

  it('should build the deferred header parts (mobile menu, search) as chunks of their own that no page hints', async () => {
    const manifest = app.app.get(AssetManifestService);
    const chunks = navigationViewSources().map((source) => manifest.chunkOf(source));
    expect(chunks.filter((chunk) => !chunk)).toEqual([]);
    const home = preloads((await request(app.url).get('/').set('Host', app.host('willowvale'))).text);
    expect(home.filter((href) => chunks.includes(href))).toEqual([]);
  });
});
