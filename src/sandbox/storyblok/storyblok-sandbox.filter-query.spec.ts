import type StoryblokClient from 'storyblok-js-client';
import type { CmsStory } from './storyblok-sandbox.types';
import type { StoryblokSandbox } from './storyblok-sandbox';
import { SPACE, cdnFetch, clientFor, startFixtureSandbox } from './sandbox-fixtures.testing';

// Fixture posts: first (events, [sale,kids], rating 7, price 10.5, 2024-01-10 09:00, featured true, summary set),
// second (offers, [sale], 12, 2.25, 2024-03-01 18:30, featured false, summary ''), third (events, [], 3, 99.9,
// schedule '', no featured, no summary, image null).
describe('Storyblok sandbox: filter_query', () => {
  let sandbox: StoryblokSandbox;
  let client: StoryblokClient;

  beforeAll(async () => {
    sandbox = await startFixtureSandbox();
    client = clientFor(sandbox, SPACE.publicToken);
  });
  afterAll(() => sandbox.close());

  const posts = async (filter_query: unknown): Promise<string[]> => {
    const { data } = await client.getStories({ version: 'published', content_type: 'post', filter_query });
    return (data.stories as CmsStory[]).map((story) => story.slug);
  };

  it.each([
    ['empty', ['second-post', 'third-post'], 'summary'],
    ['not_empty', ['first-post'], 'summary'],
    ['empty_array', ['third-post'], 'topics'],
    ['not_empty_array', ['first-post', 'second-post'], 'topics'],
    ['true', ['first-post'], 'featured'],
    ['false', ['second-post'], 'featured'],
    ['null', ['first-post', 'second-post', 'third-post'], 'image'],
    ['not_null', ['first-post', 'second-post'], 'featured'],
  ])('should apply is=%s', async (value, expected, field) => {
    expect(await posts({ [field]: { is: value } })).toEqual(expected);
  });

  it('should match one of several values with in, and the others with not_in', async () => {
    expect(await posts({ category: { in: 'offers,news' } })).toEqual(['second-post']);
    expect(await posts({ category: { not_in: 'offers' } })).toEqual(['first-post', 'third-post']);
  });

  it('should match with a case-insensitive * wildcard with like, and the others with not_like', async () => {
    expect(await posts({ title: { like: 'f*' } })).toEqual(['first-post']);
    expect(await posts({ title: { like: '*POST' } })).toEqual(['first-post', 'second-post', 'third-post']);
    expect(await posts({ title: { not_like: '*ir*' } })).toEqual(['second-post']);
  });

  it('should match arrays holding all values with all_in_array and any value with any_in_array', async () => {
    expect(await posts({ topics: { all_in_array: 'sale,kids' } })).toEqual(['first-post']);
    expect(await posts({ topics: { any_in_array: 'kids,sale' } })).toEqual(['first-post', 'second-post']);
  });

  it('should compare CMS datetimes with gt_date and lt_date, skipping empty dates', async () => {
    expect(await posts({ schedule: { gt_date: '2024-01-10 09:00' } })).toEqual(['second-post']);
    expect(await posts({ schedule: { lt_date: '2024-03-01 18:30' } })).toEqual(['first-post']);
  });

  it('should compare numbers stored as text with gt_int, lt_int, gt_float and lt_float', async () => {
    expect(await posts({ rating: { gt_int: '5' } })).toEqual(['first-post', 'second-post']);
    expect(await posts({ rating: { lt_int: '7' } })).toEqual(['third-post']);
    expect(await posts({ price: { gt_float: '10.4' } })).toEqual(['first-post', 'third-post']);
    expect(await posts({ price: { lt_float: '10.5' } })).toEqual(['second-post']);
  });

  it('should AND several conditions', async () => {
    expect(await posts({ category: { in: 'events' }, rating: { gt_int: '5' } })).toEqual(['first-post']);
  });

  it('should OR the groups of filter_query[__or][i] as sent over the wire', async () => {
    const response = await cdnFetch(sandbox, 'stories', {
      token: SPACE.publicToken,
      content_type: 'post',
      'filter_query[__or][0][category][in]': 'offers',
      'filter_query[__or][1][rating][lt_int]': '5',
      'filter_query[__or][1][price][gt_float]': '50',
    });
    const body = (await response.json()) as { stories: CmsStory[] };
    expect(body.stories.map((story) => story.slug)).toEqual(['second-post', 'third-post']);
  });

  it('should OR the groups of the js-client array form __or: [{...}, {...}]', async () => {
    expect(await posts({ __or: [{ category: { in: 'offers' } }, { featured: { is: 'true' } }] })).toEqual([
      'first-post',
      'second-post',
    ]);
  });

  it('should refuse an unknown operation with 400', async () => {
    const response = await cdnFetch(sandbox, 'stories', {
      token: SPACE.publicToken,
      'filter_query[title][equals]': 'x',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'filter_query: unknown operation "equals"' });
  });
});
