import type { PageKind, PageModel } from '../page-state';
import { toDetail } from '../detail/detail.mapper';
import type { CompetitionContent } from '../../common/domain/cms/competition-content.types';
import type { GiftGuideOfferContent } from '../../common/domain/cms/foundation-content.types';
import { isGiftOfferLive } from '../../common/domain/gift-guide/gift-offer';
import { storyHref } from '../../common/domain/links/link-rules';
import type { DetailModel } from '../detail/detail.model';
import { collection } from '../collections';
import type { SeoFields } from '../../common/domain/cms/content-shared.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { zonedToInstant } from '../../common/domain/time/zoned-time';
import { richTextWords } from '../../common/domain/text/readable-text';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';

type DetailKind = Parameters<typeof toDetail>[0];

/** A foundation page in its basic form: the kinds that have no page of their own yet use it. */
export function detailPageBuilder(kind: DetailKind & PageKind): PageBuilder {
  return {
    async build(input: PageBuildInput): Promise<PageModel | undefined> {
      if (kind === 'competition' && isExpired(input.story as CmsStory<CompetitionContent>, input)) return undefined;
      // spec 1 §5: a gift idea outside its start and expiry dates (centre time zone) is the not-found page
      if (
        kind === 'gift-guide-offer' &&
        !isGiftOfferLive(input.story.content as GiftGuideOfferContent, input.now, input.centre.timeZone)
      ) {
        return undefined;
      }
      const mapped = toDetail(kind, input.story.content, input.ctx.assets, input.centre.timeZone);
      const detail = kind === 'gift-guide-offer' ? await linkGiftStore(mapped, input) : mapped;
      const ogType = kind === 'store' || kind === 'category' ? 'website' : 'article';
      return {
        ...pageBase(input, detail.title),
        kind,
        head: pageHead(input, { ...(input.story.content as SeoFields), title: detail.title }, {
          ogType,
          summary: [...(detail.paragraphs ?? []), detail.subtitle, richTextWords(detail.body)],
        }),
        view: { type: 'detail', model: detail },
      };
    },
  };
}

/** spec 1 §2.11: a gift idea's store links to the store's page when the centre has that store. */
async function linkGiftStore(detail: DetailModel, input: PageBuildInput): Promise<DetailModel> {
  const storeId = (input.story.content as GiftGuideOfferContent).store;
  if (typeof storeId !== 'string' || storeId === '') return detail;
  const ctx = await input.load(['stores']);
  const store = collection(ctx.collections, 'stores').find((story) => story.uuid === storeId);
  const href = store ? storyHref(store.full_slug) : undefined;
  if (!href) return detail;
  return { ...detail, facts: detail.facts.map((fact) => (fact.label === 'Store' ? { ...fact, href } : fact)) };
}

/** spec 1 §2.1: a competition past its expiry date (in the centre's time zone) is the not-found page. */
export function isExpired(story: CmsStory<CompetitionContent>, input: Pick<PageBuildInput, 'centre' | 'now'>): boolean {
  const expiry = story.content.expiryDate;
  if (!expiry) return false;
  const withTime = /\d{2}:\d{2}/.test(expiry) ? expiry : `${expiry} 23:59`;
  const instant = zonedToInstant(withTime, input.centre.timeZone);
  return instant !== undefined && instant.getTime() < input.now.getTime();
}
