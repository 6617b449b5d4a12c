/**
 * Small hand-made spaces for the sandbox's own specs, and a js-client pointed at a running sandbox.
 * TOOLCHAIN.md: the client's timeout is in seconds, it retries only on 429, always pass `version`.
 */
import StoryblokClient from 'storyblok-js-client';
import { startStoryblokSandbox, type StoryblokSandbox } from './storyblok-sandbox';
import type { CmsBlok, CmsStory, SandboxSpace } from './storyblok-sandbox.types';

export const SPACE = { spaceId: '1001', name: 'Westfield Demo', publicToken: 'pub-1001', previewToken: 'prev-1001' };
export const BIG_SPACE = {
  spaceId: '2002',
  name: 'Relations Galore',
  publicToken: 'pub-2002',
  previewToken: 'prev-2002',
};
export const BRAND_COUNT = 60;

let nextId = 1;
export function makeStory(
  fullSlug: string,
  content: Partial<CmsBlok> & { component: string },
  extra: Partial<CmsStory> = {},
): CmsStory {
  const id = nextId++;
  const slug = fullSlug.endsWith('/') ? '' : fullSlug.slice(fullSlug.lastIndexOf('/') + 1);
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: slug || fullSlug,
    slug,
    full_slug: fullSlug,
    created_at: `2024-01-${String((id % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    published_at: '2024-02-01T10:00:00.000Z',
    first_published_at: '2024-02-01T10:00:00.000Z',
    sort_by_date: null,
    position: 0,
    is_startpage: fullSlug.endsWith('/'),
    parent_id: 0,
    group_id: `group-${id}`,
    tag_list: [],
    lang: 'default',
    ...extra,
    content: { _uid: `uid-${id}`, ...content } as CmsBlok,
  };
}

/** The main fixture: pages, a news folder with its startpage, and authors referenced by the posts. */
export function demoStories(): CmsStory[] {
  nextId = 100;
  const jane = makeStory('authors/jane', { component: 'author', name: 'Jane Citizen' });
  const max = makeStory('authors/max', { component: 'author', name: 'Max Mustermann' });
  return [
    makeStory(
      'home',
      {
        component: 'page',
        title: 'Welcome',
        body: [
          {
            _uid: 'teaser-1',
            component: 'teaser',
            headline: 'Hi',
            buttons: [{ _uid: 'btn-1', component: 'button', text: 'Go' }],
          },
        ],
      },
      { position: 0 },
    ),
    makeStory('news/', { component: 'news_index', title: 'News' }, { position: -10 }),
    makeStory(
      'news/first-post',
      {
        component: 'post',
        title: 'First post',
        category: 'events',
        topics: ['sale', 'kids'],
        rating: '7',
        price: '10.5',
        schedule: '2024-01-10 09:00',
        featured: true,
        summary: 'Coffee and cake',
        author: jane.uuid,
      },
      { position: -20, name: 'Apple fair', first_published_at: '2024-01-10T09:00:00.000Z', tag_list: ['featured'] },
    ),
    makeStory(
      'news/second-post',
      {
        component: 'post',
        title: 'Second post',
        category: 'offers',
        topics: ['sale'],
        rating: '12',
        price: '2.25',
        schedule: '2024-03-01 18:30',
        featured: false,
        summary: '',
        author: max.uuid,
      },
      { position: -30, name: 'banana split', first_published_at: '2024-03-01T18:30:00.000Z' },
    ),
    makeStory(
      'news/third-post',
      {
        component: 'post',
        title: 'Third post',
        category: 'events',
        topics: [],
        rating: '3',
        price: '99.9',
        schedule: '',
        image: null,
        author: '',
      },
      { position: -40, name: 'Cherry pie', first_published_at: '2023-12-24T08:00:00.000Z' },
    ),
    jane,
    max,
  ];
}

/** A space where one story relates to more stories than the CDN resolves at once. */
export function relationStories(): CmsStory[] {
  nextId = 5000;
  const brands = Array.from({ length: BRAND_COUNT }, (_, i) =>
    makeStory(`brands/brand-${String(i).padStart(2, '0')}`, { component: 'brand', name: `Brand ${i}` }),
  );
  return [makeStory('directory', { component: 'directory', brands: brands.map((brand) => brand.uuid) }), ...brands];
}

export function fixtureSpaces(): SandboxSpace[] {
  return [
    { ...SPACE, loadStories: demoStories },
    { ...BIG_SPACE, loadStories: relationStories },
  ];
}

export function startFixtureSandbox(): Promise<StoryblokSandbox> {
  return startStoryblokSandbox({ spaces: fixtureSpaces() });
}

export function clientFor(
  sandbox: StoryblokSandbox,
  accessToken: string,
  extra: { maxRetries?: number; timeout?: number; retriesDelay?: number } = {},
): StoryblokClient {
  return new StoryblokClient({
    accessToken,
    endpoint: sandbox.apiEndpoint,
    cache: { type: 'none' },
    retriesDelay: 5,
    ...extra,
  });
}

/** The client rejects with plain objects `{ message, status, response }`, not Errors. */
export async function clientError(promise: Promise<unknown>): Promise<{ message?: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    return error as { message?: string; status?: number };
  }
  throw new Error('expected the client call to fail');
}

/** Plain fetch of a CDN path with query params, for what the client hides (headers, raw bodies). */
export function cdnFetch(sandbox: StoryblokSandbox, path: string, params: Record<string, string>): Promise<Response> {
  const query = new URLSearchParams(params).toString();
  return fetch(`${sandbox.apiEndpoint}/cdn/${path}${query ? `?${query}` : ''}`);
}
