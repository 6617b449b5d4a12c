import type { PageModel } from '../page-state';
import { toPromotionPage } from '../promotion/promotion.mapper';
import type { PromotionPageModel } from '../promotion/promotion.model';
import { collection } from '../collections';
import type { SeoFields } from '../../common/domain/cms/content-shared.types';
import type { PromotionFields } from '../../common/domain/cms/foundation-content.types';
import { richTextWords } from '../../common/domain/text/readable-text';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';
import { cmsEditUrl } from './store-page.builder';

/** spec 1 §2.8: event, news and offer pages share one builder; the view differs by kind. */
export function promotionPageBuilder(kind: PromotionPageModel['kind']): PageBuilder {
  return {
    async build(input: PageBuildInput): Promise<PageModel> {
      const ctx = await input.load(['stores']);
      const model = toPromotionPage({
        kind,
        story: input.story,
        stores: collection(ctx.collections, 'stores'),
        assets: ctx.assets,
        timeZone: input.centre.timeZone,
        now: input.now,
        shareUrl: `${input.site.origin}${input.path}`,
        centre: { name: input.site.centre.name, hours: input.site.centre.tradingHours },
        editUrl: input.editMode ? cmsEditUrl(input) : undefined,
        // Book Now's sale status: ctx.ticketSales when the server read it (src/render/page-data.service.ts)
        ticketing: { centreSlug: ctx.centreSlug, ticketSales: ctx.ticketSales },
      });
      return {
        ...pageBase(input, model.title),
        kind,
        head: pageHead(input, { ...(input.story.content as SeoFields), title: model.title }, {
          ogType: 'article',
          image: model.image?.src,
          summary: [model.excerpt, richTextWords((input.story.content as PromotionFields).body)],
        }),
        view: { type: 'promotion', model },
      };
    },
  };
}

/** spec 1 §2.8: news and offer pages (type label, date range, terms). */
export const offerPageBuilder = promotionPageBuilder('offer');
export const newsPageBuilder = promotionPageBuilder('news');
