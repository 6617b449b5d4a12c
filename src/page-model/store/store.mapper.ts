import type {
  CategoryContent,
  EventContent,
  OfferContent,
  StoreContent,
} from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { toTradingHours } from '../../common/domain/hours/trading-hours';
import { AssetHost, toImage } from '../../common/domain/images/cms-image';
import { hrefFromText, isExternal, storyHref, toLink } from '../../common/domain/links/link-rules';
import { orderCards } from '../../common/domain/listings/card-order';
import { visibleCards } from '../../common/domain/listings/card-visibility';
import { cardHref, promotionCard } from '../../common/domain/listings/listing-card';
import { promotionDateText } from '../../common/domain/listings/promotion-dates';
import { floorLabel, isTrading, paymentLabel, STORE_STATUS_LABEL, storeStatus } from '../../common/domain/stores/store-facts';
import type { PromotionCardModel, SimilarStoreModel, StorePageModel } from './store.model';
import type { FloorPlanModel } from '../map/floor-plan.model';

export interface StoreMapInput {
  story: CmsStory<StoreContent>;
  stores: CmsStory<StoreContent>[];
  offers: CmsStory<OfferContent>[];
  events: CmsStory<EventContent>[];
  categories: CmsStory<CategoryContent>[];
  assets: AssetHost;
  timeZone: string;
  now: Date;
  editUrl?: string;
  /** the store's floor on the centre's plan (map/floor-plan.mapper.ts storeFloorPlan) */
  map?: FloorPlanModel;
}

const SIMILAR_LIMIT = 4;
const SOCIAL_LABELS: Record<string, string> = { facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram', snapchat: 'Snapchat', weibo: 'Weibo', wechat: 'WeChat' };

/** Maps a store story and the collections around it to the store page (spec 1 §2.6). */
export function toStorePage(input: StoreMapInput): StorePageModel {
  const store = input.story.content;
  const title = store.title?.trim() || input.story.name;
  const status = storeStatus(store.status);
  const category = input.categories.find((candidate) => candidate.uuid === store.categories?.[0]);
  const categoryHref = category ? storyHref(category.full_slug) : undefined;
  return {
    id: input.story.uuid,
    title,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Shopping', href: '/shopping' },
      ...(category && categoryHref ? [{ label: category.content.title || category.name, href: categoryHref }] : []),
      { label: title },
    ],
    image: toImage(store.image, input.assets, `${title} store`),
    logo: toImage(store.logo, input.assets, `${title} logo`),
    status,
    statusLabel: STORE_STATUS_LABEL[status],
    floor: floorLabel(store.floor),
    floorCode: store.floor?.trim() ?? '',
    location: store.location?.trim() || undefined,
    hours: toTradingHours(store.tradingHours),
    ignoreSpecialHours: Boolean(store.ignoreSpecialHours),
    menu: toLink(store.menu),
    bookNow: toLink(store.bookNow),
    payments: (store.accepts ?? []).filter(Boolean).map(paymentLabel),
    delivery: (store.deliveryMethods ?? []).filter(Boolean).map(paymentLabel),
    connect: connectOf(store),
    about: { pre: store.preDescription, description: store.description, post: store.postDescription },
    // spec 1 §2.6: promotions are hidden while the store is temporarily closed or coming soon
    promotions: isTrading(store.status) ? promotionsOf(input) : [],
    similar: similarOf(input),
    ...(input.editUrl ? { editUrl: input.editUrl } : {}),
    map: input.map ?? { kind: 'unavailable', title: `${input.story.content.title} on the centre map` },
  };
}

function connectOf(store: StoreContent): StorePageModel['connect'] {
  const website = store.website?.trim();
  const websiteHref = website ? hrefFromText(website) : undefined;
  const phone = store.phone?.trim();
  const email = store.email?.trim();
  return {
    ...(websiteHref ? { website: { link: { href: websiteHref, external: isExternal(websiteHref), newTab: isExternal(websiteHref) }, label: website!.replace(/^https?:\/\//i, '').replace(/\/$/, '') } } : {}),
    ...(phone ? { phone: { href: `tel:${phone.replace(/[^\d+]/g, '')}`, label: phone } } : {}),
    ...(email ? { email: { href: `mailto:${email}`, label: email } } : {}),
    social: (store.social ?? []).flatMap((entry) => {
      const url = entry.url?.trim();
      if (!url) return [];
      const href = hrefFromText(url);
      if (!href) return [];
      return [{ type: entry.type, label: SOCIAL_LABELS[entry.type] ?? entry.type, link: { href, external: isExternal(href), newTab: isExternal(href) } }];
    }),
  };
}

/** This store's offers and events that a listing would show (spec 1 §5 visibility), pinned first then newest. */
function promotionsOf(input: StoreMapInput): PromotionCardModel[] {
  const uuid = input.story.uuid;
  const offers = input.offers.filter((story) => story.content.store === uuid).map((story) => promotionCard(story, 'offers'));
  const events = input.events.filter((story) => story.content.store === uuid || story.content.inConjunction === uuid).map((story) => promotionCard(story, 'events'));
  return orderCards(visibleCards([...offers, ...events], input.now, input.timeZone), input.timeZone).map((card) => ({
    key: `${card.kind}-${card.id}`,
    title: card.title,
    href: cardHref(card),
    typeLabel: card.kind === 'offers' ? 'Offer' : 'Event',
    dateText: promotionDateText(card, input.timeZone),
    description: card.description,
    image: toImage(card.image, input.assets, card.title),
  }));
}

/** The stores the editor chose; otherwise trading stores of the same category, by title. */
function similarOf(input: StoreMapInput): SimilarStoreModel[] {
  const self = input.story;
  const trading = input.stores.filter((story) => story.uuid !== self.uuid && isTrading(story.content.status) && story.content.title);
  const chosen = (self.content.similarStores ?? []).map((uuid) => trading.find((story) => story.uuid === uuid)).filter((story): story is CmsStory<StoreContent> => Boolean(story));
  const category = self.content.categories?.[0];
  const fallback = category
    ? trading.filter((story) => story.content.categories?.includes(category)).sort((a, b) => a.content.title.localeCompare(b.content.title))
    : [];
  return (chosen.length > 0 ? chosen : fallback).slice(0, SIMILAR_LIMIT).map((story) => ({
    title: story.content.title,
    href: `/stores/${story.slug}`,
    floor: floorLabel(story.content.floor),
    image: toImage(story.content.logo, input.assets, `${story.content.title} logo`),
  }));
}
