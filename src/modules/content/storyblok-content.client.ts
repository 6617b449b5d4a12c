import StoryblokClient from 'storyblok-js-client';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { DomainError } from '../../common/server/errors/domain-error';
import type { ContentPort, ContentVersion, LinkEntry, SpaceAccess, StoriesQuery } from './content.port';

/** What storyblok-js-client rejects with: a plain object, not an Error (TOOLCHAIN.md). */
interface StoryblokFailure {
  status?: number;
  message?: string;
}

/** The CMS did not answer usefully: pages that were never cached get the branded 503 page. */
export class CmsRequestError extends DomainError {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super('UPSTREAM.CMS_UNAVAILABLE', message);
  }
}

interface RawLink {
  id: number;
  uuid: string;
  slug: string;
  is_folder: boolean;
  published: boolean;
}

/**
 * The real CMS client: storyblok-js-client pointed at the configured endpoint (the CDN in production,
 * the local sandbox in demo and test). `version` is always explicit: v7 defaults to draft.
 */
export class StoryblokContentClient implements ContentPort {
  private readonly clients = new Map<string, StoryblokClient>();

  constructor(private readonly options: { endpoint: string; timeoutSeconds: number }) {}

  async fetchCacheVersion(space: SpaceAccess): Promise<number> {
    const result = await this.call(space, (client) => client.get('cdn/spaces/me', {}));
    const version = Number(result.data?.space?.version);
    if (!Number.isFinite(version)) throw new CmsRequestError(undefined, 'CMS answered spaces/me without a version');
    return version;
  }

  async findStory(space: SpaceAccess, slugOrId: string, version: ContentVersion, cv: number): Promise<CmsStory | null> {
    try {
      const result = await this.call(space, (client) => client.get(`cdn/stories/${slugOrId}`, { version, cv }));
      return (result.data?.story as CmsStory) ?? null;
    } catch (error) {
      if (error instanceof CmsRequestError && error.status === 404) return null;
      throw error;
    }
  }

  async findStories(space: SpaceAccess, query: StoriesQuery, version: ContentVersion, cv: number): Promise<CmsStory[]> {
    const params = { ...query, version, cv, per_page: 100 };
    return (await this.call(space, (client) => client.getAll('cdn/stories', params, 'stories'))) as CmsStory[];
  }

  async findLinks(space: SpaceAccess, version: ContentVersion, cv: number): Promise<LinkEntry[]> {
    const links = (await this.call(space, (client) =>
      client.getAll('cdn/links', { version, cv, per_page: 1000 } as never, 'links'),
    )) as RawLink[];
    return links.map((link) => ({
      id: link.id,
      uuid: link.uuid,
      fullSlug: link.slug,
      isFolder: link.is_folder,
      published: link.published,
    }));
  }

  private async call<T>(space: SpaceAccess, request: (client: StoryblokClient) => Promise<T>): Promise<T> {
    try {
      return await request(this.client(space.token));
    } catch (error) {
      const failure = error as StoryblokFailure;
      throw new CmsRequestError(
        failure?.status,
        `CMS request failed (${failure?.status ?? 'no response'}): ${failure?.message ?? String(error)}`,
      );
    }
  }

  private client(token: string): StoryblokClient {
    let client = this.clients.get(token);
    if (!client) {
      client = new StoryblokClient({
        accessToken: token,
        endpoint: this.options.endpoint,
        // the client's own timeout is cleared only when an answer comes: a call that fails first (a connection cut)
        // left its timer running for the whole timeout; an abort signal's timer is collected with the call
        fetch: withTimeout(this.options.timeoutSeconds * 1000),
        // our own cache (per space and cv, shared through Redis) is the one that counts
        cache: { type: 'none' },
        // no retries of its own on a 429: the content cache decides when to ask again (one call per key per
        // error backoff window, QUALITY R4), and the client's retry notice goes to stdout past the logger.
        // -1, not 0: the client reads `maxRetries || 10`, so 0 would mean ten retries.
        maxRetries: -1,
        rateLimit: 50,
      });
      this.clients.set(token, client);
    }
    return client;
  }
}

/** fetch that gives up after `ms`: the client's own timeout, as an abort signal. */
function withTimeout(ms: number): typeof fetch {
  return (input, init) => {
    const deadline = AbortSignal.timeout(ms);
    return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
  };
}
