import { StoryCollection, assertUniqueStories } from './story-collection';
import type { CmsBlok, CmsStory, SandboxSpace } from './storyblok-sandbox.types';

export type ContentVersion = 'draft' | 'published';
export type TokenKind = 'public' | 'preview';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The state of one CMS space: a published and a draft copy of every story and the cache version (cv).
 * contracts.md §1 (cv semantics): cv is a unix timestamp that changes whenever anything is published.
 */
export class SpaceState {
  cv = nowSeconds();
  published = new StoryCollection();
  draft = new StoryCollection();

  constructor(readonly config: SandboxSpace) {}

  /** Reads the stories again; draft and published become identical (the loader's content is "published"). */
  async load(): Promise<void> {
    const stories = await this.config.loadStories();
    assertUniqueStories(this.config.spaceId, stories);
    this.published = new StoryCollection(stories.map((story) => structuredClone(story)));
    this.draft = new StoryCollection(stories.map((story) => structuredClone(story)));
  }

  tokenKind(token: string | undefined): TokenKind | undefined {
    if (!token) return undefined;
    if (token === this.config.previewToken) return 'preview';
    if (token === this.config.publicToken) return 'public';
    return undefined;
  }

  stories(version: ContentVersion): StoryCollection {
    return version === 'draft' ? this.draft : this.published;
  }

  editDraft(fullSlug: string, patch: (content: CmsBlok) => CmsBlok): void {
    const story = this.requireDraft(fullSlug);
    const content = patch(structuredClone(story.content));
    if (typeof content !== 'object' || content === null) {
      throw new Error(`Storyblok sandbox: the draft patch of ${fullSlug} returned no content`);
    }
    this.draft.put({ ...story, content: structuredClone(content) });
  }

  /** Publishes one story (or every draft) and returns the new cv. */
  publish(fullSlug?: string): number {
    const drafts = fullSlug === undefined ? [...this.draft.all()] : [this.requireDraft(fullSlug)];
    const now = new Date().toISOString();
    for (const draft of drafts) {
      const stamped: CmsStory = { ...draft, published_at: now, first_published_at: draft.first_published_at ?? now };
      this.draft.put(stamped);
      this.published.put(structuredClone(stamped));
    }
    return this.bumpCv();
  }

  /** The CDN's cv only moves forward, even for two publishes within one second. */
  bumpCv(): number {
    this.cv = Math.max(nowSeconds(), this.cv + 1);
    return this.cv;
  }

  private requireDraft(fullSlug: string): CmsStory {
    const story = this.draft.findBySlug(fullSlug);
    if (!story) throw new Error(`Storyblok sandbox space ${this.config.spaceId}: no story ${fullSlug}`);
    return story;
  }
}

/** All spaces, looked up by id or by token. */
export class SpaceRegistry {
  private readonly spaces: SpaceState[];

  constructor(configs: readonly SandboxSpace[]) {
    const tokens = new Set<string>();
    for (const config of configs) {
      for (const token of [config.publicToken, config.previewToken]) {
        if (!token || tokens.has(token))
          throw new Error(`Storyblok sandbox: empty or shared token in ${config.spaceId}`);
        tokens.add(token);
      }
    }
    this.spaces = configs.map((config) => new SpaceState(config));
  }

  all(): readonly SpaceState[] {
    return this.spaces;
  }

  byToken(token: string | undefined): { space: SpaceState; kind: TokenKind } | undefined {
    for (const space of this.spaces) {
      const kind = space.tokenKind(token);
      if (kind) return { space, kind };
    }
    return undefined;
  }

  require(spaceId: string): SpaceState {
    const space = this.spaces.find((candidate) => candidate.config.spaceId === spaceId);
    if (!space) throw new Error(`Storyblok sandbox: no space ${spaceId}`);
    return space;
  }
}
