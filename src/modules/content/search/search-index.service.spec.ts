import type { CentreConfig } from '../../../../config/centres.config';
import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import type { ContentService } from '../content.service';
import type { StoriesQuery } from '../content.port';
import { SearchIndexService } from './search-index.service';

const NOW = new Date('2026-11-23T02:00:00Z');
const centre = { slug: 'willowvale', timeZone: 'Australia/Melbourne' } as CentreConfig;

const store = (title: string): CmsStory =>
  ({
    id: 1,
    uuid: `uuid-${title}`,
    name: title,
    slug: title.toLowerCase(),
    full_slug: `foundation/stores/${title.toLowerCase()}`,
    content: {
      component: 'store',
      _uid: title,
      title,
      status: 'open',
      logo: { filename: 'x.svg' },
      tradingHours: [{}],
    },
  }) as unknown as CmsStory;

/** The content cache as the index sees it: a generation the CMS webhook bumps, and the stores listing. */
function fakeContent() {
  const state = {
    generation: 1,
    cv: 100,
    stores: [store('FreshMart')],
    fail: false,
    listings: 0,
    /** while set, listings wait for it: a CMS that takes its time */
    gate: undefined as Promise<void> | undefined,
  };
  const listeners: Array<() => void> = [];
  /** What the webhook does on the instance it reaches: a new generation, then the listeners. */
  const publish = () => {
    state.generation += 1;
    for (const listener of listeners) listener();
  };
  const content = {
    onInvalidated: (_centre: CentreConfig, listener: () => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    generation: async () => state.generation,
    currentVersion: async () => state.cv,
    stories: async (_centre: CentreConfig, query: StoriesQuery) => {
      state.listings += 1;
      await state.gate;
      if (state.fail) throw new Error('CMS down');
      return query.starts_with === 'foundation/stores/' ? state.stores : [];
    },
  } as unknown as ContentService;
  return { state, content, publish };
}

const titles = async (service: SearchIndexService, text: string) =>
  (await service.indexOf(centre)).find(text, NOW, centre.timeZone).map((found) => found.title);

describe('SearchIndexService (issue 13: rebuilt when the content changes)', () => {
  it('should build the index once and reuse it while the content is unchanged', async () => {
    const { state, content } = fakeContent();
    const service = new SearchIndexService(content);
    expect(await titles(service, 'freshmart')).toEqual(['FreshMart']);
    const listings = state.listings;
    await titles(service, 'fresh');
    expect(state.listings).toBe(listings);
  });

  it('should rebuild on the next search after the CMS publishes (the webhook bumps the generation)', async () => {
    const { state, content } = fakeContent();
    const service = new SearchIndexService(content);
    expect(await titles(service, 'kaiten')).toEqual([]);
    state.stores = [store('FreshMart'), store('Kaiten')];
    state.generation += 1;
    expect(await titles(service, 'kaiten')).toEqual(['Kaiten']);
  });

  it('should start the new index as soon as the webhook reaches this instance, before anyone searches', async () => {
    const { state, content, publish } = fakeContent();
    const service = new SearchIndexService(content);
    await titles(service, 'freshmart');
    const listings = state.listings;
    state.stores = [store('Kaiten')];
    publish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.listings).toBeGreaterThan(listings);
    const rebuilt = state.listings;
    expect(await titles(service, 'kaiten')).toEqual(['Kaiten']);
    expect(state.listings).toBe(rebuilt);
  });

  it('should build once more, not once per publish, for a burst of publishes arriving while it builds', async () => {
    const { state, content, publish } = fakeContent();
    const service = new SearchIndexService(content);
    await titles(service, 'freshmart');
    const perBuild = state.listings;
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    for (const title of ['Kaiten', 'Lumen', 'Mosaic', 'Nectar', 'Orbit']) {
      state.stores = [store(title)];
      publish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    open();
    state.gate = undefined;
    expect(await titles(service, 'orbit')).toEqual(['Orbit']);
    expect(state.listings).toBe(3 * perBuild);
  });

  it('should rebuild when the cache version moves', async () => {
    const { state, content } = fakeContent();
    const service = new SearchIndexService(content);
    await titles(service, 'freshmart');
    state.stores = [];
    state.cv += 1;
    expect(await titles(service, 'freshmart')).toEqual([]);
  });

  it('should keep answering from the last good index when a rebuild fails, and try again on the next search', async () => {
    const { state, content } = fakeContent();
    const service = new SearchIndexService(content);
    await titles(service, 'freshmart');
    state.fail = true;
    state.generation += 1;
    expect(await titles(service, 'freshmart')).toEqual(['FreshMart']);
    state.fail = false;
    state.stores = [store('Kaiten')];
    expect(await titles(service, 'kaiten')).toEqual(['Kaiten']);
  });

  it('should fail the search when the first build fails, and build on the next search', async () => {
    const { state, content } = fakeContent();
    const service = new SearchIndexService(content);
    state.fail = true;
    await expect(service.indexOf(centre)).rejects.toThrow('CMS down');
    state.fail = false;
    expect(await titles(service, 'freshmart')).toEqual(['FreshMart']);
  });

  it('should have the index ready after warming, so the first search reads no listing; a failed warm-up builds on the first search', async () => {
    const { state, content } = fakeContent();
    const service = new SearchIndexService(content);
    await service.warm([centre]);
    const listings = state.listings;
    expect(listings).toBeGreaterThan(0);
    expect(await titles(service, 'freshmart')).toEqual(['FreshMart']);
    expect(state.listings).toBe(listings);

    const other = fakeContent();
    other.state.fail = true;
    const cold = new SearchIndexService(other.content);
    await expect(cold.warm([centre])).resolves.toBeUndefined();
    other.state.fail = false;
    expect(await titles(cold, 'freshmart')).toEqual(['FreshMart']);
  });
});
