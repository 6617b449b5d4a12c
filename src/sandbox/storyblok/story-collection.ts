import type { CmsStory } from './storyblok-sandbox.types';

/** One version (draft or published) of a space's stories, in editor order, with the lookups the CDN offers. */
export class StoryCollection {
  private readonly stories: CmsStory[] = [];
  private readonly bySlug = new Map<string, CmsStory>();
  private readonly byId = new Map<number, CmsStory>();
  private readonly byUuid = new Map<string, CmsStory>();

  constructor(stories: readonly CmsStory[] = []) {
    for (const story of stories) this.put(story);
  }

  all(): readonly CmsStory[] {
    return this.stories;
  }

  findBySlug(fullSlug: string): CmsStory | undefined {
    return this.bySlug.get(fullSlug);
  }

  findById(id: number): CmsStory | undefined {
    return this.byId.get(id);
  }

  findByUuid(uuid: string): CmsStory | undefined {
    return this.byUuid.get(uuid);
  }

  /** Adds a story or replaces the one with the same id, keeping its place in the order. */
  put(story: CmsStory): void {
    const previous = this.byId.get(story.id);
    if (previous) {
      this.stories[this.stories.indexOf(previous)] = story;
      this.bySlug.delete(previous.full_slug);
      this.byUuid.delete(previous.uuid);
    } else this.stories.push(story);
    this.bySlug.set(story.full_slug, story);
    this.byId.set(story.id, story);
    this.byUuid.set(story.uuid, story);
  }
}

/** Fails loudly on content a real space could not hold, so a loader bug shows at start and not as a wrong page. */
export function assertUniqueStories(spaceId: string, stories: readonly CmsStory[]): void {
  const seen = { full_slug: new Set<unknown>(), id: new Set<unknown>(), uuid: new Set<unknown>() };
  for (const story of stories) {
    if (!story || typeof story.content !== 'object' || story.content === null) {
      throw new Error(`Storyblok sandbox space ${spaceId}: story ${story?.full_slug ?? '?'} has no content object`);
    }
    for (const key of ['full_slug', 'id', 'uuid'] as const) {
      if (seen[key].has(story[key])) {
        throw new Error(`Storyblok sandbox space ${spaceId}: duplicate ${key} ${JSON.stringify(story[key])}`);
      }
      seen[key].add(story[key]);
    }
  }
}
