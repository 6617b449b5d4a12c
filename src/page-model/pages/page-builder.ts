import type { PageModel, SiteModel } from '../page-state';
import type { MapContext } from '../blocks/block-definition';
import type { CollectionName } from '../collections';
import type { MapProblem } from '../blocks/map-blocks';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';

/** The route a story was found by (src/modules/content/path-resolution.ts resolves it; redirects and not-found aside). */
export type PageRoute =
  | { kind: 'content' | 'category' | 'competition' | 'gift-guide-offer' }
  | { kind: 'foundation'; foundation: string };

/** What a page builder knows of the centre (config/centres.config.ts has the rest). */
export interface PageCentre {
  timeZone: string;
  cms: { spaceId: string };
}

/** Everything a page builder may use to turn a resolved story into a page. */
export interface PageBuildInput {
  centre: PageCentre;
  route: PageRoute;
  story: CmsStory;
  site: SiteModel;
  /** the normalised path */
  path: string;
  now: Date;
  editMode: boolean;
  previewUrl?: string;
  /** map context; its collections are the ones `load` returned last */
  ctx: MapContext;
  /** loads collections into ctx.collections (cached) and returns the updated context */
  load(names: Iterable<CollectionName>): Promise<MapContext>;
  report(problem: MapProblem): void;
}

/**
 * Builds the page of one kind of route (content, store, event ...). Returns undefined when the story
 * must be treated as not found (an expired competition, for example).
 */
export interface PageBuilder {
  build(input: PageBuildInput): Promise<PageModel | undefined>;
}
