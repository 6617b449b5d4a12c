import type { CmsStory } from './storyblok-sandbox.types';
import type { StoryblokSandbox } from './storyblok-sandbox';
import { RELATION_LIMIT } from './story-relations';
import { BIG_SPACE, BRAND_COUNT, SPACE, cdnFetch, clientFor, startFixtureSandbox } from './sandbox-fixtures.testing';

describe('Storyblok sandbox: resolve_relations', () => {
  let sandbox: StoryblokSandbox;

  beforeAll(async () => {
    sandbox = await startFixtureSandbox();
  });
  afterAll(() => sandbox.close());

  it('should put the related stories in rels and let the js-client inline them', async () => {
    const client = clientFor(sandbox, SPACE.publicToken);
    const { data } = await client.getStories({
      version: 'published',
      starts_with: 'news/',
      resolve_relations: 'post.author',
    });
    expect((data.rels as CmsStory[]).map((story) => story.full_slug)).toEqual(['authors/jane', 'authors/max']);
    const first = (data.stories as CmsStory[]).find((story) => story.slug === 'first-post');
    expect(first?.content.author).toMatchObject({ full_slug: 'authors/jane', content: { name: 'Jane Citizen' } });
  });

  it('should resolve relations of a single story', async () => {
    const client = clientFor(sandbox, SPACE.publicToken);
    const { data } = await client.getStory('news/second-post', {
      version: 'published',
      resolve_relations: ['post.author'],
    });
    expect(data.rels).toHaveLength(1);
    expect(data.story.content.author.full_slug).toBe('authors/max');
  });

  it('should leave relations alone when the field is not named', async () => {
    const response = await cdnFetch(sandbox, 'stories/news/first-post', {
      token: SPACE.publicToken,
      resolve_relations: 'page.author',
    });
    const body = (await response.json()) as { rels: CmsStory[]; story: CmsStory };
    expect(body.rels).toEqual([]);
    expect(typeof body.story.content.author).toBe('string');
  });

  it(`should answer rel_uuids and no rels when more than ${RELATION_LIMIT} stories would be resolved`, async () => {
    const response = await cdnFetch(sandbox, 'stories/directory', {
      token: BIG_SPACE.publicToken,
      resolve_relations: 'directory.brands',
    });
    const body = (await response.json()) as { rel_uuids: string[]; rels?: unknown };
    expect(body.rel_uuids).toHaveLength(BRAND_COUNT);
    expect(body).not.toHaveProperty('rels');
  });

  it('should let the js-client fetch the rel_uuids by by_uuids and inline every relation', async () => {
    const client = clientFor(sandbox, BIG_SPACE.publicToken);
    sandbox.requests.reset();
    const { data } = await client.getStory('directory', {
      version: 'published',
      resolve_relations: 'directory.brands',
    });
    const brands = data.story.content.brands as CmsStory[];
    expect(brands).toHaveLength(BRAND_COUNT);
    expect(brands[BRAND_COUNT - 1]).toMatchObject({
      full_slug: `brands/brand-${BRAND_COUNT - 1}`,
      content: { component: 'brand' },
    });
    expect(data.rels).toHaveLength(BRAND_COUNT);
    // One request for the story, then chunks of 50 uuids.
    expect(sandbox.requests.count('/v2/cdn/stories')).toBe(Math.ceil(BRAND_COUNT / 50));
    expect(sandbox.requests.count('/v2/cdn/stories/directory')).toBe(1);
  });

  it('should resolve the same relations in a listing from getAll', async () => {
    const client = clientFor(sandbox, BIG_SPACE.publicToken);
    const all = (await client.getAll('cdn/stories', {
      version: 'published',
      by_slugs: 'directory',
      resolve_relations: 'directory.brands',
    })) as CmsStory[];
    expect(all[0].content.brands).toHaveLength(BRAND_COUNT);
    expect((all[0].content.brands as CmsStory[]).every((brand) => typeof brand === 'object')).toBe(true);
  });
});
