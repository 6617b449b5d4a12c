import type { PageModel } from '../page-state';
import { collection } from '../collections';
import { toCompetitionEntry } from '../competition/competition.mapper';
import type { CompetitionPageModel } from '../competition/competition.model';
import { toDetail } from '../detail/detail.mapper';
import type { CompetitionContent } from '../../common/domain/cms/competition-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { isExpired } from './detail-page.builder';
import { richTextWords } from '../../common/domain/text/readable-text';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';

/** spec 2 §2: a competition page, its terms and the three-step entry (docs/competitions.md). */
export const competitionPageBuilder: PageBuilder = {
  async build(input: PageBuildInput): Promise<PageModel | undefined> {
    const story = input.story as CmsStory<CompetitionContent>;
    if (isExpired(story, input)) return undefined;
    const ctx = await input.load(['stores']);
    const detail = toDetail('competition', story.content, ctx.assets, input.centre.timeZone);
    const model: CompetitionPageModel = {
      detail,
      entry: toCompetitionEntry({
        content: story.content,
        slug: story.slug,
        stores: collection(ctx.collections, 'stores'),
        timeZone: input.centre.timeZone,
        editMode: input.editMode,
        url: `${input.site.origin}${input.path}`,
      }),
    };
    return {
      ...pageBase(input, detail.title),
      kind: 'competition',
      head: pageHead(input, { ...story.content, title: detail.title }, {
        ogType: 'article',
        summary: [detail.subtitle, richTextWords(story.content.minimalTerms)],
      }),
      view: { type: 'competition', model },
    };
  },
};
