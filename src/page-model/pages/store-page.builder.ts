import type { PageModel } from '../page-state';
import { collection } from '../collections';
import { storeFloorPlan } from '../map/floor-plan.mapper';
import { toStorePage } from '../store/store.mapper';
import type { StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { richTextWords } from '../../common/domain/text/readable-text';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';

/** spec 1 §6: editors get a link to the story in the CMS. */
export function cmsEditUrl(input: Pick<PageBuildInput, 'centre' | 'story'>): string {
  return `https://app.storyblok.com/#/me/spaces/${encodeURIComponent(input.centre.cms.spaceId)}/stories/0/0/${input.story.id}`;
}

/** spec 1 §2.6: the store detail page. */
export const storePageBuilder: PageBuilder = {
  async build(input: PageBuildInput): Promise<PageModel> {
    const ctx = await input.load(['offers', 'events', 'stores', 'categories', 'mapping']);
    const story = input.story as CmsStory<StoreContent>;
    const model = toStorePage({
      story,
      stores: collection(ctx.collections, 'stores'),
      offers: collection(ctx.collections, 'offers'),
      events: collection(ctx.collections, 'events'),
      categories: collection(ctx.collections, 'categories'),
      assets: ctx.assets,
      timeZone: input.centre.timeZone,
      now: input.now,
      editUrl: input.editMode ? cmsEditUrl(input) : undefined,
      map: storeFloorPlan({
        mapping: collection(ctx.collections, 'mapping')[0],
        stores: collection(ctx.collections, 'stores'),
        store: story,
        vendor: ctx.indoorMap,
      }),
    });
    return {
      ...pageBase(input, model.title),
      kind: 'store',
      head: pageHead(
        input,
        { ...(input.story.content as StoreContent), title: model.title },
        {
          image: model.image?.src,
          summary: [richTextWords(story.content.description), richTextWords(story.content.preDescription)],
        },
      ),
      view: { type: 'store', model },
    };
  },
};
