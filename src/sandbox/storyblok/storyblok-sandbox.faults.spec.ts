import type { StoryblokSandbox } from './storyblok-sandbox';
import { SPACE, cdnFetch, clientError, clientFor, startFixtureSandbox } from './sandbox-fixtures.testing';

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error('condition not met in time');
}

describe('Storyblok sandbox: fault switches', () => {
  let sandbox: StoryblokSandbox;

  beforeEach(async () => {
    sandbox = await startFixtureSandbox();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await sandbox.close();
  });

  it.each([500, 502, 503] as const)('should answer %i while an error fault is set', async (status) => {
    sandbox.faults.set({ mode: 'error', status });
    const error = await clientError(clientFor(sandbox, SPACE.publicToken).getStory('home', { version: 'published' }));
    expect(error.status).toBe(status);
    sandbox.faults.clear();
    expect((await cdnFetch(sandbox, 'stories/home', { token: SPACE.publicToken })).status).toBe(200);
  });

  it('should answer 429 to every attempt of the js-client while rate-limited', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined); // the client logs each retry
    sandbox.faults.set({ mode: 'rate-limit' });
    const error = await clientError(
      clientFor(sandbox, SPACE.publicToken, { maxRetries: 2 }).getStory('home', { version: 'published' }),
    );
    expect(error.status).toBe(429);
    expect(sandbox.requests.count('/v2/cdn/stories/home')).toBe(3);
  });

  it('should let the js-client succeed once the rate limit lifts during its retries', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    sandbox.faults.set({ mode: 'rate-limit' });
    const pending = clientFor(sandbox, SPACE.publicToken, { retriesDelay: 25 }).getStory('home', {
      version: 'published',
    });
    await until(() => sandbox.requests.count('/v2/cdn/stories/home') >= 2);
    sandbox.faults.clear();
    await expect(pending).resolves.toMatchObject({ data: { story: { full_slug: 'home' } } });
  });

  it('should delay answers while a slow fault is set', async () => {
    sandbox.faults.set({ mode: 'slow', delayMs: 120 });
    const started = Date.now();
    const response = await cdnFetch(sandbox, 'stories/home', { token: SPACE.publicToken });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('should fault only the paths that match', async () => {
    sandbox.faults.set({ mode: 'error', status: 503, match: /\/cdn\/links/ });
    expect((await cdnFetch(sandbox, 'links', { token: SPACE.publicToken })).status).toBe(503);
    expect((await cdnFetch(sandbox, 'stories', { token: SPACE.publicToken })).status).toBe(200);
  });

  it('should hold a request while hanging and answer it once the fault is cleared', async () => {
    sandbox.faults.set({ mode: 'hang' });
    const pending = cdnFetch(sandbox, 'stories/home', { token: SPACE.publicToken });
    await until(() => sandbox.requests.count('/v2/cdn/stories/home') === 1);
    sandbox.faults.clear();
    expect((await pending).status).toBe(200);
  });

  it('should cut hanging requests on close', async () => {
    sandbox.faults.set({ mode: 'hang' });
    const pending = cdnFetch(sandbox, 'stories/home', { token: SPACE.publicToken });
    await until(() => sandbox.requests.total === 1);
    await sandbox.close();
    await expect(pending).rejects.toThrow();
  });

  it('should let the js-client time out on a hanging request', async () => {
    sandbox.faults.set({ mode: 'hang' });
    const error = await clientError(
      clientFor(sandbox, SPACE.publicToken, { timeout: 0.1 }).getStory('home', { version: 'published' }),
    );
    expect(error.message).toMatch(/timeout/i);
  });

  it('should switch faults and read counts over HTTP for out-of-process scripts', async () => {
    const control = (path: string, method: string, body?: unknown) =>
      fetch(`${sandbox.url}/__sandbox/${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const set = await control('faults', 'POST', { mode: 'error', status: 502, match: 'spaces/me' });
    expect(await set.json()).toEqual({ fault: { mode: 'error', status: 502, match: 'spaces\\/me' } }); // RegExp.source
    expect((await cdnFetch(sandbox, 'spaces/me', { token: SPACE.publicToken })).status).toBe(502);
    expect((await control('faults', 'POST', { mode: 'error', status: 418 })).status).toBe(400);
    expect(await (await control('faults', 'DELETE')).json()).toEqual({ fault: null });
    expect((await cdnFetch(sandbox, 'spaces/me', { token: SPACE.publicToken })).status).toBe(200);
    expect(await (await control('requests', 'GET')).json()).toMatchObject({
      total: 2,
      byPath: { '/v2/cdn/spaces/me': 2 },
    });
    expect(
      await (
        await control('drafts', 'POST', { spaceId: SPACE.spaceId, fullSlug: 'home', content: { title: 'Hi' } })
      ).json(),
    ).toEqual({ ok: true });
    const { cv } = (await (await control('publish', 'POST', { spaceId: SPACE.spaceId, fullSlug: 'home' })).json()) as {
      cv: number;
    };
    const story = (await (await cdnFetch(sandbox, 'stories/home', { token: SPACE.publicToken })).json()) as {
      cv: number;
      story: { content: { title: string } };
    };
    expect(story).toMatchObject({ cv, story: { content: { title: 'Hi' } } });
    expect((await control('nothing', 'GET')).status).toBe(404);
  });

  it('should count a repeated published request with the current cv as an edge hit, and drafts as misses', async () => {
    const { cv } = (await (await cdnFetch(sandbox, 'stories/home', { token: SPACE.publicToken })).json()) as {
      cv: number;
    };
    await cdnFetch(sandbox, 'stories/home', { token: SPACE.publicToken, cv: String(cv) });
    await cdnFetch(sandbox, 'stories/home', { cv: String(cv), token: SPACE.publicToken });
    await cdnFetch(sandbox, 'stories/home', { token: SPACE.previewToken, version: 'draft', cv: String(cv) });
    expect(sandbox.requests.count('/v2/cdn/stories/home')).toBe(4);
    expect(sandbox.requests.countMisses('/v2/cdn/stories/home')).toBe(3);
    expect(sandbox.requests.count(/^\/v2\/cdn\//)).toBe(4);
  });
});
