import type { CmsStory } from './storyblok-sandbox.types';
import { startStoryblokSandbox, type StoryblokSandbox } from './storyblok-sandbox';
import { SPACE, cdnFetch, clientError, clientFor, demoStories, startFixtureSandbox } from './sandbox-fixtures.testing';

const editable = (name: string, uid: string, id: number): string =>
  `<!--#storyblok#{"name":"${name}","space":"${SPACE.spaceId}","uid":"${uid}","id":"${id}"}-->`;

describe('Storyblok sandbox: tokens, draft and published', () => {
  let sandbox: StoryblokSandbox;

  beforeEach(async () => {
    sandbox = await startFixtureSandbox();
  });
  afterEach(() => sandbox.close());

  it('should answer 401 without a token or with an unknown token', async () => {
    const missing = await cdnFetch(sandbox, 'stories', {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Unauthorized' });
    expect((await cdnFetch(sandbox, 'stories/home', { token: 'nope' })).status).toBe(401);
  });

  it('should refuse the draft version to a public token with 401, as the CDN does', async () => {
    const error = await clientError(clientFor(sandbox, SPACE.publicToken).getStory('home', { version: 'draft' }));
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('should serve both versions to a preview token', async () => {
    const client = clientFor(sandbox, SPACE.previewToken);
    await expect(client.getStory('home', { version: 'draft' })).resolves.toMatchObject({
      data: { story: { full_slug: 'home' } },
    });
    await expect(client.getStory('home', { version: 'published' })).resolves.toMatchObject({
      data: { story: { full_slug: 'home' } },
    });
  });

  it('should add _editable to every blok of draft responses, nested ones and rels included', async () => {
    const client = clientFor(sandbox, SPACE.previewToken);
    const { data } = await client.getStory('home', { version: 'draft' });
    const story = data.story as CmsStory;
    expect(story.content._editable).toBe(editable('page', story.content._uid, story.id));
    const teaser = (story.content.body as CmsStory['content'][])[0];
    expect(teaser._editable).toBe(editable('teaser', 'teaser-1', story.id));
    expect((teaser.buttons as CmsStory['content'][])[0]._editable).toBe(editable('button', 'btn-1', story.id));
    const raw = await cdnFetch(sandbox, 'stories/news/first-post', {
      token: SPACE.previewToken,
      version: 'draft',
      resolve_relations: 'post.author',
    });
    const body = (await raw.json()) as { rels: CmsStory[] };
    expect(body.rels[0].content._editable).toBe(editable('author', body.rels[0].content._uid, body.rels[0].id));
  });

  it('should never put _editable in published responses', async () => {
    const response = await cdnFetch(sandbox, 'stories', { token: SPACE.previewToken, version: 'published' });
    expect(await response.text()).not.toContain('_editable');
  });

  it('should change only the draft on editDraft, and the published story and cv on publish', async () => {
    const client = clientFor(sandbox, SPACE.previewToken);
    const before = (await client.getStory('home', { version: 'published' })).data;
    sandbox.editDraft(SPACE.spaceId, 'home', (content) => ({ ...content, title: 'Autumn at the centre' }));
    expect((await client.getStory('home', { version: 'draft' })).data.story.content.title).toBe('Autumn at the centre');
    expect((await client.getStory('home', { version: 'published' })).data.story.content.title).toBe('Welcome');

    const cv = sandbox.publish(SPACE.spaceId, 'home');
    const after = (await client.getStory('home', { version: 'published' })).data;
    expect(cv).toBeGreaterThan(before.cv);
    expect(after.cv).toBe(cv);
    expect(after.story.content.title).toBe('Autumn at the centre');
    expect(Date.parse(after.story.published_at ?? '')).toBeGreaterThan(Date.parse(before.story.published_at ?? ''));
  });

  it('should publish every draft when no slug is given and keep the cv moving forward', async () => {
    sandbox.editDraft(SPACE.spaceId, 'news/first-post', (content) => ({ ...content, title: 'Edited' }));
    const first = sandbox.publish(SPACE.spaceId);
    const second = sandbox.publish(SPACE.spaceId);
    expect(second).toBeGreaterThan(first);
    const { data } = await clientFor(sandbox, SPACE.publicToken).getStory('news/first-post', { version: 'published' });
    expect(data.story.content.title).toBe('Edited');
  });

  it('should throw on editDraft or publish of an unknown space or story', () => {
    expect(() => sandbox.publish('9999')).toThrow('no space 9999');
    expect(() => sandbox.editDraft(SPACE.spaceId, 'nope', (content) => content)).toThrow('no story nope');
  });

  it('should report the cv as space.version on spaces/me', async () => {
    const { data } = await clientFor(sandbox, SPACE.publicToken).get('cdn/spaces/me', { version: 'published' });
    expect(data.space).toMatchObject({ id: 1001, name: SPACE.name, language_codes: [] });
    const cv = sandbox.publish(SPACE.spaceId, 'home');
    const again = await clientFor(sandbox, SPACE.publicToken).get('cdn/spaces/me', { version: 'published' });
    expect(again.data.space.version).toBe(cv);
    // The space is not versioned: a public token asking for draft still gets it.
    expect((await cdnFetch(sandbox, 'spaces/me', { token: SPACE.publicToken, version: 'draft' })).status).toBe(200);
  });

  it('should list links as a map keyed by uuid, paged with a total header', async () => {
    const response = await cdnFetch(sandbox, 'links', {
      token: SPACE.publicToken,
      starts_with: 'news/',
      per_page: '2',
    });
    expect(response.headers.get('total')).toBe('4');
    const { links } = (await response.json()) as {
      links: Record<string, { uuid: string; slug: string; published: boolean; real_path: string }>;
    };
    const [first] = Object.values(links);
    expect(Object.keys(links)).toEqual(Object.values(links).map((link) => link.uuid));
    expect(first).toMatchObject({ slug: 'news/', published: true, is_folder: false, real_path: '/news/' });
    const all = await clientFor(sandbox, SPACE.publicToken).getAll('cdn/links', { version: 'published', per_page: 3 });
    expect(all).toHaveLength(7);
  });

  it('should answer empty datasource entries with paging headers, and tags counted from stories', async () => {
    const entries = await cdnFetch(sandbox, 'datasource_entries', { token: SPACE.publicToken, datasource: 'labels' });
    expect(entries.headers.get('total')).toBe('0');
    expect(await entries.json()).toEqual({ datasource_entries: [], cv: expect.any(Number) });
    const tags = await cdnFetch(sandbox, 'tags', { token: SPACE.publicToken });
    expect(await tags.json()).toEqual({ tags: [{ name: 'featured', taggings_count: 1 }], cv: expect.any(Number) });
  });

  it('should re-read the stories on reload, dropping drafts and bumping the cv', async () => {
    sandbox.editDraft(SPACE.spaceId, 'home', (content) => ({ ...content, title: 'Draft only' }));
    const before = sandbox.publish(SPACE.spaceId, 'home');
    await sandbox.reload();
    const { data } = await clientFor(sandbox, SPACE.previewToken).getStory('home', { version: 'draft' });
    expect(data.story.content.title).toBe('Welcome');
    expect(data.cv).toBeGreaterThan(before);
  });

  it('should refuse to start with duplicate slugs or shared tokens', async () => {
    const twice = () => [...demoStories(), demoStories()[0]];
    await expect(startStoryblokSandbox({ spaces: [{ ...SPACE, loadStories: twice }] })).rejects.toThrow(
      'duplicate full_slug "home"',
    );
    await expect(
      startStoryblokSandbox({
        spaces: [{ ...SPACE, publicToken: 'same', previewToken: 'same', loadStories: demoStories }],
      }),
    ).rejects.toThrow('shared token');
  });
});
