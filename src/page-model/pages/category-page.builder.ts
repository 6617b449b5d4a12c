import type { PageModel } from '../page-state';
import { toCategoryPage } from '../category/category-page.mapper';
import type { CategoryContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { richTextWords } from '../../common/domain/text/readable-text';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';

/** spec 1 §2.7: /categories/<slug> and /categories/<slug>/<sub>. */
export const categoryPageBuilder: PageBuilder = {
  async build(input: PageBuildInput): Promise<PageModel> {
    const story = input.story as CmsStory<CategoryContent>;
    const ctx = await input.load(['stores', 'categories']);
    const model = toCategoryPage(story, ctx);
    return {
      ...pageBase(input, model.title),
      kind: 'category',
      head: pageHead(input, { ...story.content, title: model.title }, { summary: [richTextWords(story.content.description)] }),
      view: { type: 'category', model },
    };
  },
};
