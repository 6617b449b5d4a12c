import { renderToString } from 'react-dom/server';
import { noTransport } from '../../../client/app/transport';
import { RootStore } from '../../../client/app/root-store';
import { RootStoreContext } from '../../../client/app/root-store-context';
import { BlockList } from '../../../client/app/block-list';
import type { InitialState } from '../page-state';
import type { MapContext } from './block-definition';
import { findBlock, registeredBlockTypes } from './block-registry';
import { BUILT_BLOCKS } from './block-registry.generated';
import { blockErrorMessage, mapBlocks } from './map-blocks';
import { SPEC_BLOCK_TYPES } from './spec-block-types';
import { lazyBlockTypes } from '../../../client/blocks/block-views';
import { preloadAllViews } from '../../../client/islands/island-views';

// the browser loads each block's view from its own chunk; here, as on the server, all are loaded first
beforeAll(() => preloadAllViews());

const ctx = (editMode: boolean): MapContext => ({
  assets: { origin: 'https://a.storyblok.com', baseUrl: 'http://127.0.0.1:9999' },
  timeZone: 'Australia/Melbourne',
  now: new Date('2026-11-23T00:00:00Z'),
  editMode,
  centreName: 'Willowvale',
  collections: {},
  query: {},
  queryAll: {},
});

function render(blocks: ReturnType<typeof mapBlocks>, editMode: boolean): string {
  const store = new RootStore(
    {
      site: { centre: { name: 'Willowvale' } } as InitialState['site'],
      page: { body: [] } as unknown as InitialState['page'],
      now: '2026-11-23T00:00:00Z',
      editMode,
      env: { mode: 'test', assetHost: { origin: 'https://a.storyblok.com', baseUrl: 'http://127.0.0.1:9999' } },
      assets: { entry: '/main.js', preload: [] },
    },
    noTransport,
  );
  return renderToString(
    <RootStoreContext.Provider value={store}>
      <BlockList blocks={blocks} />
    </RootStoreContext.Provider>,
  );
}

describe('block registry (spec 1 §2.2)', () => {
  it('should register every block type the spec names', () => {
    const missing = SPEC_BLOCK_TYPES.filter((type) => !findBlock(type));
    expect(missing).toEqual([]);
    expect(registeredBlockTypes().length).toBeGreaterThanOrEqual(SPEC_BLOCK_TYPES.length);
  });

  it('should give every built block a lazily loaded view, and no view to a block that is not built', () => {
    expect(lazyBlockTypes().sort()).toEqual(BUILT_BLOCKS.map((block) => block.type).sort());
  });

  it('should render nothing for an unknown block type', () => {
    const nodes = mapBlocks([{ _uid: '1', component: 'hologram' }], ctx(false));
    expect(nodes).toEqual([]);
    expect(render(nodes, false)).toBe('');
  });

  it("should show the spec's error to editors when a block's required data is missing", () => {
    const nodes = mapBlocks([{ _uid: '1', component: 'inline_image', images: [] }], ctx(true));
    expect(nodes).toEqual([{ type: '__error', uid: '1', component: 'inline_image', message: blockErrorMessage('inline_image') }]);
    const html = render(nodes, true);
    expect(html).toContain('Oops! something went wrong while displaying inline_image component. Be sure to fill out all required fields while editing');
    expect(html).toContain('This error is only visible in previews');
  });

  it('should leave a broken block out of a published page and report it', () => {
    const problems: string[] = [];
    const nodes = mapBlocks([{ _uid: '1', component: 'feature_panel_group', items: [] }, { _uid: '2', component: 'divider', heading: 'Dining' }], ctx(false), (problem) =>
      problems.push(problem.component),
    );
    expect(nodes.map((node) => node.type)).toEqual(['divider']);
    expect(problems).toEqual(['feature_panel_group']);
  });

  it('should add the visual-editor attributes to blocks in edit mode only', () => {
    const raw = [{ _uid: 'abc', component: 'divider', heading: 'Hi', _editable: '<!--#storyblok#{"name":"divider","space":"1001","uid":"abc","id":"42"}-->' }];
    expect(mapBlocks(raw, ctx(true))[0]).toMatchObject({ editable: { 'data-blok-uid': '42-abc' } });
    expect(mapBlocks(raw, ctx(false))[0]).toMatchObject({ editable: undefined });
  });

  it('should rewrite CMS image URLs to the asset host and offer a srcset', () => {
    const nodes = mapBlocks(
      [{ _uid: '1', component: 'inline_image', images: [{ component: 'image_item', _uid: 'i', image: { filename: 'https://a.storyblok.com/f/1001/1200x800/ab/hero-food.svg', alt: 'Food court' }, caption: 'Lunch' }] }],
      ctx(false),
    );
    const html = render(nodes, false);
    expect(html).toContain('src="http://127.0.0.1:9999/f/1001/1200x800/ab/hero-food.svg/m/1200x0"');
    expect(html).toContain('http://127.0.0.1:9999/f/1001/1200x800/ab/hero-food.svg/m/400x267 400w');
    expect(html).toContain('alt="Food court"');
    expect(html).toContain('<figcaption>Lunch</figcaption>');
  });
});
