import type { CompetitionContent } from '../../common/domain/cms/competition-content.types';
import type { StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsLink, CmsStory } from '../../common/domain/cms/storyblok.types';
import { competitionForm } from '../../common/domain/competitions/competition-form';
import { closingText } from '../../common/domain/competitions/competition-closing';
import { singleEntryKind } from '../../common/domain/competitions/single-entry';
import { successMessageOf } from './competition-result';
import type { CompetitionEntryModel } from './competition.model';

export interface CompetitionMapInput {
  content: CompetitionContent;
  slug: string;
  /** the centre's stores, for the names of the competition's stores */
  stores: readonly CmsStory<StoreContent>[];
  timeZone: string;
  editMode: boolean;
  /** the page's address (shown to editors, and to visitors when the content's showUrl is set) */
  url: string;
}

function hrefOf(link: CmsLink | undefined): string | undefined {
  if (!link) return undefined;
  const url = link.url || link.cached_url;
  if (!url) return undefined;
  return /^(https?:|mailto:|\/)/.test(url) ? url : `/${url}`;
}

/** A competition's content as the entry flow's model (pure: the server maps it, the editor's preview too). */
export function toCompetitionEntry(input: CompetitionMapInput): CompetitionEntryModel {
  const { content } = input;
  const byUuid = new Map(input.stores.map((story) => [story.uuid, story.name]));
  const stores = (content.stores ?? [])
    .map((uuid) => ({ value: uuid, label: byUuid.get(uuid) ?? '' }))
    .filter((option) => option.label !== '')
    .sort((a, b) => a.label.localeCompare(b.label));
  const single = singleEntryKind(content.competitionType);
  const closes = closingText(content.expiryDate, input.timeZone);
  const terms = hrefOf(content.termsLink);
  return {
    slug: input.slug,
    campaignId: content.campaignId || input.slug,
    title: content.competition_name || content.name,
    competitionType: content.competitionType,
    ...(single ? { singleEntry: single } : {}),
    form: competitionForm(content),
    stores,
    disableMultiPurchase: content.disableMultiPurchase === true,
    ...(content.effectiveDate ? { effectiveDate: content.effectiveDate } : {}),
    ...(content.expiryDate ? { expiryDate: content.expiryDate } : {}),
    ...(closes ? { closesText: closes } : {}),
    successMessage: successMessageOf(content.successMessage),
    successButton: content.successButton || "See what's on",
    ...(terms ? { termsHref: terms } : {}),
    inCentre: content.channelType === 'in-centre' || content.inCentreOnly === true,
    editMode: input.editMode,
    ...(input.editMode || content.showUrl === true ? { url: input.url } : {}),
  };
}
