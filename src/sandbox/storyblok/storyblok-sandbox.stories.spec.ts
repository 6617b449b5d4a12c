import type StoryblokClient from 'storyblok-js-client';
import type { CmsStory } from './storyblok-sandbox.types';
import type { StoryblokSandbox } from './storyblok-sandbox';
import { SPACE, cdnFetch, clientError, clientFor, startFixtureSandbox } from './sandbox-fixtures.testing';

describe('Storyblok sandbox: GET /v2/cdn/stories', () => {
  let sandbox: StoryblokSandbox;
  let client: StoryblokClient;

  beforeAll(async () => {
    sandbox = await startFixtureSandbox();
    client = clientFor(sandbox, SPACE.publicToken);
  });
  afterAll(() => sandbox.close());

  const slugs = async (params: Record<string, unknown>): Promise<string[]> => {
    const { data } = await client.getStories({ version: 'published', ...params });
    return (data.stories as CmsStory[]).map((story) => story.full_slug);
  };

  it('should list the stories of a folder with starts_with', async () => {
    expect(await slugs({ starts_with: 'news/' })).toEqual([
      'news/',
      'news/first-post',
      'news/second-post',
      'news/third-post',
    ]);
  });

  it('should select stories by slug with a * wildcard and exclude slugs the same way', async () => {
    expect(await slugs({ by_slugs: 'home,authors/*' })).toEqual(['home', 'authors/jane', 'authors/max']);
    expect(await slugs({ starts_with: 'news/', excluding_slugs: 'news/*-post' })).toEqual(['news/']);
  });

  it('should select by uuids in space order, and by_uuids_ordered in the order given', async () => {
    const { data } = await client.getStories({ version: 'published', starts_with: 'news/', is_startpage: false });
    const [first, second, third] = (data.stories as CmsStory[]).map((story) => story.uuid);
    expect(await slugs({ by_uuids: `${third},${first}` })).toEqual(['news/first-post', 'news/third-post']);
    expect(await slugs({ by_uuids_ordered: `${third},${first},${second}` })).toEqual([
      'news/third-post',
      'news/first-post',
      'news/second-post',
    ]);
  });

  it('should filter by content type, startpage flag, excluded ids, tag and search term', async () => {
    expect(await slugs({ content_type: 'author' })).toEqual(['authors/jane', 'authors/max']);
    expect(await slugs({ starts_with: 'news/', is_startpage: true })).toEqual(['news/']);
    const { data } = await client.getStory('home', { version: 'published' });
    expect(await slugs({ excluding_ids: String(data.story.id), content_type: 'page' })).toEqual([]);
    expect(await slugs({ with_tag: 'featured' })).toEqual(['news/first-post']);
    expect(await slugs({ search_term: 'COFFEE AND' })).toEqual(['news/first-post']);
  });

  it('should answer 200 with an empty list when nothing matches', async () => {
    const response = await cdnFetch(sandbox, 'stories', { token: SPACE.publicToken, starts_with: 'nothing/' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stories: [], cv: expect.any(Number), rels: [], links: [] });
  });

  it('should sort by a root string, a content field as int, a date and the editor position', async () => {
    const posts = { starts_with: 'news/', content_type: 'post' };
    expect(await slugs({ ...posts, sort_by: 'name:asc' })).toEqual([
      'news/first-post',
      'news/second-post',
      'news/third-post',
    ]);
    // As strings "12" < "3" < "7"; as integers 3 < 7 < 12.
    expect(await slugs({ ...posts, sort_by: 'content.rating:asc' })).toEqual([
      'news/second-post',
      'news/third-post',
      'news/first-post',
    ]);
    expect(await slugs({ ...posts, sort_by: 'content.rating:desc:int' })).toEqual([
      'news/second-post',
      'news/first-post',
      'news/third-post',
    ]);
    expect(await slugs({ ...posts, sort_by: 'content.price:asc:float' })).toEqual([
      'news/second-post',
      'news/first-post',
      'news/third-post',
    ]);
    expect(await slugs({ ...posts, sort_by: 'first_published_at:desc' })).toEqual([
      'news/second-post',
      'news/first-post',
      'news/third-post',
    ]);
    expect(await slugs({ ...posts, sort_by: 'position:desc' })).toEqual([
      'news/first-post',
      'news/second-post',
      'news/third-post',
    ]);
    expect(await slugs({ ...posts, sort_by: 'position:asc' })).toEqual([
      'news/third-post',
      'news/second-post',
      'news/first-post',
    ]);
  });

  it('should page with per_page and page and report total and per-page headers', async () => {
    const response = await cdnFetch(sandbox, 'stories', { token: SPACE.publicToken, per_page: '2', page: '2' });
    expect(response.headers.get('total')).toBe('7');
    expect(response.headers.get('per-page')).toBe('2');
    const body = (await response.json()) as { stories: CmsStory[] };
    expect(body.stories.map((story) => story.full_slug)).toEqual(['news/first-post', 'news/second-post']);
  });

  it('should cap per_page at 100 and default it to 25', async () => {
    const capped = await cdnFetch(sandbox, 'stories', { token: SPACE.publicToken, per_page: '500' });
    expect(capped.headers.get('per-page')).toBe('100');
    const defaulted = await cdnFetch(sandbox, 'stories', { token: SPACE.publicToken });
    expect(defaulted.headers.get('per-page')).toBe('25');
  });

  it('should let the js-client fetch every page with getAll', async () => {
    const all = (await client.getAll('cdn/stories', { version: 'published', per_page: 2 })) as CmsStory[];
    expect(all).toHaveLength(7);
    expect(sandbox.requests.count('/v2/cdn/stories')).toBeGreaterThanOrEqual(4);
  });

  it('should drop the content fields named in excluding_fields', async () => {
    const { data } = await client.getStories({
      version: 'published',
      by_slugs: 'news/first-post',
      excluding_fields: 'title,topics',
    });
    expect(data.stories[0].content).not.toHaveProperty('title');
    expect(data.stories[0].content).not.toHaveProperty('topics');
    expect(data.stories[0].content.category).toBe('events');
  });

  it('should find one story by full slug, by numeric id and by uuid with find_by=uuid', async () => {
    const bySlug = await client.getStory('news/first-post', { version: 'published' });
    const story = bySlug.data.story as CmsStory;
    const byId = await client.getStory(String(story.id), { version: 'published' });
    const byUuid = await client.getStory(story.uuid, { version: 'published', find_by: 'uuid' });
    expect(byId.data.story.full_slug).toBe('news/first-post');
    expect(byUuid.data.story.full_slug).toBe('news/first-post');
    expect(bySlug.data).toEqual({ story: expect.any(Object), cv: expect.any(Number), rels: [], links: [] });
  });

  it('should find a folder startpage with or without its trailing slash', async () => {
    const { data } = await client.getStory('news', { version: 'published' });
    expect(data.story.full_slug).toBe('news/');
  });

  it('should answer 404 with the CDN array body for an unknown story', async () => {
    const response = await cdnFetch(sandbox, 'stories/news/nope', { token: SPACE.publicToken });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(['This record could not be found']);
    const error = await clientError(client.getStory('news/nope', { version: 'published' }));
    expect(error).toMatchObject({ status: 404, message: 'This record could not be found' });
  });

  it('should answer 404 for an unknown CDN path and a bad sort_by with 400', async () => {
    expect((await cdnFetch(sandbox, 'nonsense', { token: SPACE.publicToken })).status).toBe(404);
    expect((await cdnFetch(sandbox, 'stories', { token: SPACE.publicToken, sort_by: 'name:sideways' })).status).toBe(
      400,
    );
  });

  it('should tolerate the js-client headers and accept any cv', async () => {
    const response = await fetch(
      `${sandbox.apiEndpoint}/cdn/stories/home?token=${SPACE.publicToken}&cv=123&version=published`,
      {
        headers: {
          'SB-Agent': 'SB-JS-CLIENT',
          'SB-Agent-Version': '7.7.6',
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { cv: number }).cv).not.toBe(123);
  });
});
