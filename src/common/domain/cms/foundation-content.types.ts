/**
 * The foundation stories of a space (foundation/...): the centre, stores, categories, events, news, offers,
 * centre information, mapping, car parks, marketing flags and the gift guide (content-shared.types.ts).
 */
import type { AlertBlok, Blok, SeoFields, TradingHoursBlok } from './content-shared.types';
import type { CmsAsset, CmsBlok, CmsLink, CmsRichText } from './storyblok.types';
import type { AmenityKind } from '../map/floor-plan';

export type CentreContent = Blok<
  'centre',
  {
    name: string;
    streetAddress: string;
    suburb: string;
    state: string;
    postcode: string;
    phone: string;
    latitude: number | string;
    longitude: number | string;
    centreTimeZone: string;
    tradingHours: TradingHoursBlok[];
    alert?: AlertBlok[];
    journeyEnabled?: boolean;
    journeyPageLink?: CmsLink;
    /** 'mall' or 'outlet' */
    centreType: 'mall' | 'outlet';
  }
>;

export type SocialLinkBlok = Blok<'social_link', { type: 'facebook' | 'twitter' | 'instagram' | 'snapchat' | 'weibo' | 'wechat'; url: string }>;

export type StoreStatus = 'open' | 'temporarily_closed' | 'coming_soon';

export type StoreContent = Blok<
  'store',
  SeoFields & {
    title: string;
    logo: CmsAsset;
    image?: CmsAsset;
    phone?: string;
    email?: string;
    website?: string;
    /** category story uuids */
    categories: string[];
    /** sub-category story uuids */
    subcategories?: string[];
    tradingHours: TradingHoursBlok[];
    ignoreSpecialHours?: boolean;
    /** 'open', or one of several spellings of temporarily closed / coming soon */
    status: string;
    /** giftCard, unionPay, zipPay, afterPay, deliveroo, uber_eats, or any snake_case method */
    accepts?: string[];
    licensed?: boolean;
    /** BL, LG, G, L1 ... L5 */
    floor: string;
    location?: string;
    keywords?: string;
    cuisines?: string[];
    mealTimes?: string[];
    precinct?: string;
    discoverTypes?: string[];
    deliveryMethods?: string[];
    social?: SocialLinkBlok[];
    preDescription?: CmsRichText;
    description?: CmsRichText;
    postDescription?: CmsRichText;
    menu?: CmsLink;
    bookNow?: CmsLink;
    /** store uuids */
    similarStores?: string[];
    startDate?: string;
    endDate?: string;
    inCentreOnly?: boolean;
  }
>;

export type CategoryContent = Blok<
  'category',
  SeoFields & {
    title: string;
    level: 'category' | 'sub_category';
    displayOrder?: number | string;
    description?: CmsRichText;
    image?: CmsAsset;
    /** store uuids pinned first on the category page */
    pinnedStores?: string[];
  }
>;

/** Fields shared by the promotion-like foundations (events, news, offers) */
export type PromotionFields = SeoFields & {
  title: string;
  excerpt?: string;
  image?: CmsAsset;
  featureImage?: CmsAsset;
  body?: CmsRichText;
  terms?: CmsRichText;
  /** store uuid */
  store?: string;
  startDate?: string;
  endDate?: string;
  effectiveDate?: string;
  expiryDate?: string;
  pinToTop?: boolean;
  notOnLastPromo?: boolean;
  notOnStoreFilter?: boolean;
  inCentreOnly?: boolean;
  tags?: string[];
  order?: number | string;
};

export type TimingBlok = Blok<'timing', { startTime: string; endTime: string; day?: string }>;
export type SingleDayBlok = Blok<'single_day', { date: string; allDay?: boolean; times?: TimingBlok[] }>;
export type DifferentDateBlok = Blok<'different_date', { date: string; allDay?: boolean; timings?: TimingBlok[] }>;
export type DayWeekFortnightMonthBlok = Blok<
  'day_week_fortnight_month',
  { startDate: string; endDate: string; days?: string[]; allDay?: boolean; timings?: TimingBlok[]; differentTimeAcrossEachDay?: boolean }
>;
export type AppointmentRecurrenceBlok = Blok<
  'appointment_recurrence',
  {
    pattern: 'singleDay' | 'differentDates' | 'everyDay' | 'everyWeek' | 'everyFortnight' | 'everyMonth';
    singleDay?: SingleDayBlok[];
    onDifferentDates?: DifferentDateBlok[];
    dayWeekFortnightMonth?: DayWeekFortnightMonthBlok[];
  }
>;

export type EventContent = Blok<
  'centre_event',
  PromotionFields & {
    eventStartDate?: string;
    eventEndDate?: string;
    multipleSessions?: boolean;
    recurringEvent?: boolean;
    bookingRequired?: boolean;
    freeEvent?: boolean;
    location?: string;
    /** store uuid of the sponsor */
    inConjunction?: string;
    appointmentRecurrence?: AppointmentRecurrenceBlok[];
  } & EventTicketingFields
>;

/**
 * spec 3 §3.2 'Event content': an event sells tickets when it names its Vivenu event (`vivenuEventId`, a ROOT for
 * a recurrent event); the rest is what Book Now and the ticketing modal show.
 */
export interface EventTicketingFields {
  vivenuEventId?: string;
  offline?: boolean;
  offlineMessage?: string;
  soldOut?: boolean;
  membersOnly?: boolean;
  membershipName?: string;
  ticketInfo?: string;
  questionInfo?: string;
  bookingTerms?: string;
  privacyPolicy?: string;
  privacyNotice?: string;
  serviceConditions?: string;
  invertColors?: boolean;
  fullDayEvent?: boolean;
  analyticsFormName?: string;
}

export type NewsContent = Blok<'centre_news', PromotionFields>;
export type OfferContent = Blok<'centre_offer', PromotionFields & { offerStartDate?: string; offerEndDate?: string }>;
export type CentreInfoContent = Blok<'centre_info', SeoFields & { title: string; body: CmsBlok[]; noIndex?: boolean }>;

/**
 * The centre's mapping (docs/indoor-map.md): the map vendor's venue, and the floor plan the site draws itself when
 * no vendor is configured. Outlines are SVG polygon points (`"x,y x,y ..."`) in the plan's own units.
 */
export type MappingContent = Blok<'mapping', { mappedInVenue?: string; floors?: MapFloorBlok[] }>;
/**
 * One floor: its code (the stores' `floor` field: G, L1 ...), its name, its outline, the malls' shapes
 * (corridors), units and amenities, and its part of the walkable graph (nodes and the walkways between them).
 */
export type MapFloorBlok = Blok<
  'map_floor',
  {
    code: string;
    name: string;
    outline?: string;
    corridors?: MapCorridorBlok[];
    units?: MapUnitBlok[];
    amenities?: MapAmenityBlok[];
    nodes?: MapNodeBlok[];
    edges?: MapEdgeBlok[];
  }
>;
/**
 * A shop unit; `store` is the slug of the store story that trades there (none: a vacant unit); `number` its unit
 * number ('112'); `door` the node of the walkable graph at its door, `doorX`/`doorY` where the door is.
 */
export type MapUnitBlok = Blok<
  'map_unit',
  { store?: string; points: string; number?: string; door?: string; doorX?: number | string; doorY?: number | string }
>;
/** A mall or walkway drawn as a shape (its outline). */
export type MapCorridorBlok = Blok<'map_corridor', { points: string }>;
/**
 * entrance, car-park, toilets, parents-room, lift or escalator, at (x, y), with its own words ('Car park P1') and
 * the graph node a walk starts from or rides on (`node`). Lifts and escalators with the same label on several
 * floors are one lift or escalator.
 */
export type MapAmenityBlok = Blok<
  'map_amenity',
  { kind: AmenityKind; x: number | string; y: number | string; label?: string; node?: string }
>;
/** A point of the walkable graph on its floor; ids are unique on the floor. */
export type MapNodeBlok = Blok<'map_node', { id: string; x: number | string; y: number | string }>;
/** A walkway between two nodes of the floor, walkable both ways. */
export type MapEdgeBlok = Blok<'map_edge', { from: string; to: string }>;
export type ParkingRegionContent = Blok<'parking_region', { name: string; region_id: string; overrideText?: string; overrideStatus?: string }>;
export type MarketingFlagContent = Blok<'marketing_flag', { name: string; flag: string }>;

export type GiftGuideOfferContent = Blok<
  'gift_guide_offer',
  {
    name: string;
    description?: string;
    priceDescription?: string;
    price?: number | string;
    featureImage?: CmsAsset;
    /** store uuid */
    store?: string;
    storeName?: string;
    filterTypes?: string[];
    priority?: number | string;
    categories?: string[];
    suitedTo?: string[];
    editorialContent?: string[];
    gender?: string[];
    startDate?: string;
    expiryDate?: string;
    publishedDate?: string;
  }
>;
/**
 * A tile of the gift guide's creation panel (docs/gift-guide.md): its title, the filter types it applies and, under
 * each type's key, the value it chooses (as on offers: `filterTypes: ['suitedTo', 'price'], suitedTo: 'Her',
 * price: 'Under $50'`), and its feature image (a placeholder shows without one).
 */
export type GiftGuideChoiceContent = Blok<
  'gift_guide_choice',
  {
    title: string;
    filterTypes: string[];
    featureImage?: CmsAsset;
    categories?: string;
    suitedTo?: string;
    editorialContent?: string;
    price?: string;
    gender?: string;
  }
>;
export type GiftGuideSetContent = Blok<
  'gift_guide_set',
  { title: string; filters?: CmsBlok[]; choices?: GiftGuideChoiceContent[] }
>;
