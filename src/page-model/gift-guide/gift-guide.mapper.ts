import type {
  GiftGuideChoiceContent,
  GiftGuideOfferContent,
  GiftGuideSetContent,
} from '../../common/domain/cms/foundation-content.types';
import type { CmsBlok, CmsStory } from '../../common/domain/cms/storyblok.types';
import type { FilterOption } from '../../common/domain/directory/directory-query';
import { choiceCount, choiceFilters, choiceHref, panelColour } from '../../common/domain/gift-guide/gift-choice';
import { readGiftSelection, GIFT_FILTER_KEYS, GiftFilterKey } from '../../common/domain/gift-guide/gift-guide-query';
import { isGiftOfferLive, orderGiftOffers, validityText } from '../../common/domain/gift-guide/gift-offer';
import { priceOf, priceText, sortPriceLabels } from '../../common/domain/gift-guide/gift-price';
import { toImage, type ImageModel } from '../../common/domain/images/cms-image';
import { storyHref } from '../../common/domain/links/link-rules';
import { compareTitles } from '../../common/domain/navigation/title-order';
import { text, type MapContext } from '../blocks/block-definition';
import { collection } from '../collections';
import type {
  GiftCardModel,
  GiftChoiceModel,
  GiftCreationModel,
  GiftFilterModel,
  GiftGuideModel,
} from './gift-guide.model';

const LABELS: Record<GiftFilterKey, string> = {
  categories: 'Category',
  suitedTo: 'Suited to',
  editorialContent: 'Our picks',
  price: 'Price',
  gender: 'Gender',
};

/** The gift guide form's heading when the page sets none (docs/gift-guide.md). */
export const DEFAULT_FORM_TITLE = 'Send me these gift ideas';

const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim())
    : [];

function toCard(
  story: CmsStory<GiftGuideOfferContent>,
  ctx: MapContext,
  storeSlugs: Map<string, string>,
): GiftCardModel {
  const offer = story.content;
  const price = priceOf(offer.price);
  const storeName = text(offer.storeName) || undefined;
  const storeSlug = typeof offer.store === 'string' ? storeSlugs.get(offer.store) : undefined;
  return {
    id: story.uuid,
    name: text(offer.name) || story.name,
    description: text(offer.description) || undefined,
    storeName,
    price,
    priority: priceOf(offer.priority),
    priceText: priceText(text(offer.priceDescription), price),
    href: storyHref(story.full_slug) ?? '/gift-guide',
    storeHref: storeSlug && storeName ? storyHref(storeSlug) : undefined,
    image: toImage(offer.featureImage, ctx.assets, text(offer.name)),
    categories: list(offer.categories),
    suitedTo: list(offer.suitedTo),
    editorialContent: list(offer.editorialContent),
    gender: list(offer.gender),
    validity: validityText(offer, ctx.timeZone),
  };
}

/** The options the set's filter of that type names, else the values the live offers carry. */
function optionsOf(key: GiftFilterKey, set: GiftGuideSetContent | undefined, offers: GiftCardModel[]): FilterOption[] {
  const fromSet = (set?.filters ?? []).find((filter) => filter.filterType === key);
  const chosen = fromSet
    ? text(fromSet.options)
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean)
    : undefined;
  let values: string[];
  if (key === 'price') values = sortPriceLabels(chosen ?? []);
  else {
    const used = new Set(offers.flatMap((offer) => offer[key]));
    values = chosen ? chosen.filter((value) => used.has(value)) : [...used].sort(compareTitles);
  }
  // editors write genders in lower case ('female', 'unisex'): the dropdown shows them capitalised
  const labelOf = (value: string) => (key === 'gender' ? value.charAt(0).toUpperCase() + value.slice(1) : value);
  return values.map((value) => ({ value, label: labelOf(value) }));
}

function labelOf(key: GiftFilterKey, set: GiftGuideSetContent | undefined): string {
  const fromSet = (set?.filters ?? []).find((filter) => filter.filterType === key);
  return text(fromSet?.title) || LABELS[key];
}

/** A tile's image is decorative: its title is the link's name. */
const decorative = (image: ImageModel | undefined) => (image ? { ...image, alt: '' } : undefined);

/** The most tiles the creation panel shows (docs/gift-guide.md). */
export const MAX_GIFT_CHOICES = 8;

/**
 * The set's choices as tiles: those whose filters are all options of the guide and leave at least one live offer
 * (a tile never leads to an empty list), in the editor's order.
 */
function toChoices(
  set: GiftGuideSetContent | undefined,
  filters: GiftFilterModel[],
  offers: GiftCardModel[],
  ctx: MapContext,
): GiftChoiceModel[] {
  const options = Object.fromEntries(filters.map((filter) => [filter.key, filter.options]));
  const raw = Array.isArray(set?.choices) ? set.choices : [];
  const choices: GiftChoiceModel[] = [];
  raw.forEach((choice: GiftGuideChoiceContent, index) => {
    if (!choice || typeof choice !== 'object' || choice.component !== 'gift_guide_choice') return;
    const title = text(choice.title);
    const chosen = title ? choiceFilters(choice, options) : undefined;
    if (!chosen || choiceCount(offers, chosen) === 0) return;
    choices.push({
      id: text(choice._uid) || `choice-${index}`,
      title,
      filters: chosen,
      href: choiceHref(chosen),
      image: decorative(toImage(choice.featureImage, ctx.assets, '')),
    });
  });
  return choices.slice(0, MAX_GIFT_CHOICES);
}

function toCreation(
  blok: CmsBlok,
  set: GiftGuideSetContent | undefined,
  filters: GiftFilterModel[],
  offers: GiftCardModel[],
  ctx: MapContext,
): GiftCreationModel | undefined {
  if (blok.hideCreation === true || blok.hideCreation === 'true') return undefined;
  const choices = toChoices(set, filters, offers, ctx);
  if (choices.length === 0) return undefined;
  const colour = panelColour(blok.creationBackgroundColour);
  return { text: text(blok.creationText), ...(colour ? { colour } : {}), choices };
}

/** spec 1 §2.11: the gift_guide block: live offers in order, the set's filters and the address bar's selection. */
export function toGiftGuide(blok: CmsBlok, ctx: MapContext): GiftGuideModel {
  const offers = collection(ctx.collections, 'giftGuideOffers') as Array<CmsStory<GiftGuideOfferContent>>;
  const sets = (collection(ctx.collections, 'giftGuideSets') as Array<CmsStory<GiftGuideSetContent>>).filter(
    (story) => story.content?.component === 'gift_guide_set',
  );
  const set = (sets.find((story) => story.uuid === blok.set) ?? sets[0])?.content;
  const storeSlugs = new Map(collection(ctx.collections, 'stores').map((story) => [story.uuid, story.full_slug]));
  const cards = orderGiftOffers(
    offers
      .filter((story) => story.content && isGiftOfferLive(story.content, ctx.now, ctx.timeZone))
      .map((story) => toCard(story, ctx, storeSlugs)),
  );
  const filters: GiftFilterModel[] = GIFT_FILTER_KEYS.map((key) => ({
    key,
    label: labelOf(key, set),
    options: optionsOf(key, set, cards),
  })).filter((filter) => filter.options.length > 0);
  const detailsColour = panelColour(blok.detailsBackgroundColour);
  const creation = toCreation(blok, set, filters, cards, ctx);
  return {
    title: text(blok.title) || text(set?.title),
    detailsText: text(blok.detailsText),
    ...(detailsColour ? { detailsColour } : {}),
    ...(creation ? { creation } : {}),
    resultsTitle: text(blok.resultsTitle),
    resultsDescription: text(blok.resultsDescription),
    offers: cards,
    filters,
    form: {
      title: text(blok.formTitle) || DEFAULT_FORM_TITLE,
      description: text(blok.formDescription) || undefined,
    },
    initial: readGiftSelection(ctx.query, Object.fromEntries(filters.map((filter) => [filter.key, filter.options]))),
  };
}
