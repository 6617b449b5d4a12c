import type { CentreConfig } from '../../../config/centres.config';
import type { PageModel, SiteModel } from '../page-state';
import type { MapContext } from '../blocks/block-definition';
import type { CollectionName } from '../collections';
import type { MapProblem } from '../blocks/map-blocks';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import type { ContentVersion } from '../../modules/content/content.port';
import type { ResolvedRoute } from '../../modules/content/path-resolution';

/** Everything a page builder may use to turn a resolved story into a page. */
export interface PageBuildInput {
  centre: CentreConfig;
  route: Exclude<ResolvedRoute, { kind: 'redirect' } | { kind: 'not-found' }>;
  story: CmsStory;
  version: ContentVersion;
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
