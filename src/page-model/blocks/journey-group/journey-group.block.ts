import type { CmsBlok, CmsLink } from '../../../common/domain/cms/storyblok.types';
import { JOURNEY_SHARE_KEY } from '../../../common/domain/journey/journey-share';
import { toLink } from '../../../common/domain/links/link-rules';
import { collection } from '../../collections';
import { toJourneyGroup } from '../../journey/journey.mapper';
import type { JourneyGroupModel } from '../../journey/journey.model';
import { defineBlock, text } from '../block-definition';

/** spec 1 §2.13: 'Create a new journey' leads to the directory unless the block names another page. */
export const CREATE_JOURNEY_DEFAULT = '/shopping';

/**
 * spec 1 §2.13: the journey page's stores grouped by floor with a map per floor (docs/journey.md). The journey
 * lives in the visitor's session storage, so the block is an island with every store of the centre; a shared
 * link's `store_ids` journey is rendered whole by the server (such pages carry a query, so the page cache
 * never keeps them).
 */
export const journeyGroupBlock = defineBlock<JourneyGroupModel>({
  type: 'journey_group',
  needs: ['mapping', 'stores'],
  island: { when: 'visible' },
  sheets: ['forms'],
  map: (raw: CmsBlok, ctx) =>
    toJourneyGroup({
      title: text(raw.title),
      createJourneyHref: toLink(raw.createJourneyLink as CmsLink | undefined)?.href || CREATE_JOURNEY_DEFAULT,
      centreName: ctx.centreName,
      stores: collection(ctx.collections, 'stores'),
      mapping: collection(ctx.collections, 'mapping')[0],
      storeIds: ctx.query[JOURNEY_SHARE_KEY],
    }),
});
