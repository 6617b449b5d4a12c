/** Schemas of the foundations: centre, stores, categories, events, news, offers, competitions, gift guide. */
import type { CompetitionContent } from '../../../common/domain/cms/competition-content.types';
import type * as M from '../../../common/domain/cms/foundation-content.types';
import {
  asset,
  bloks,
  bool,
  date,
  link,
  list,
  numeric,
  oneOf,
  required,
  richText,
  text,
  time,
  uuid,
  uuids,
  type ComponentSchema,
  type SchemaOf,
} from './schema-fields';
import { AMENITY_KINDS } from '../../../common/domain/map/floor-plan';
import { DAY_NAME, DAY_NAMES, DISCOVER_TYPES, METHOD, seo } from './schema-shared';

const centre: SchemaOf<M.CentreContent> = {
  name: required(text()),
  streetAddress: required(text()),
  suburb: required(text()),
  state: required(text({ pattern: /^(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)$/ })),
  postcode: required(text({ pattern: /^\d{4}$/ })),
  phone: required(text()),
  latitude: required(numeric()),
  longitude: required(numeric()),
  centreTimeZone: required(text({ pattern: /^[A-Za-z_]+\/[A-Za-z_]+$/ })),
  tradingHours: required(bloks(['trading_hours'], { min: 1 })),
  alert: bloks(['alert']),
  journeyEnabled: bool(),
  journeyPageLink: link(),
  centreType: required(oneOf('mall', 'outlet')),
};
const socialLink: SchemaOf<M.SocialLinkBlok> = {
  type: required(oneOf('facebook', 'twitter', 'instagram', 'snapchat', 'weibo', 'wechat')),
  url: required(text()),
};
const store: SchemaOf<M.StoreContent> = {
  ...seo,
  title: required(text()),
  logo: required(asset()),
  image: asset(),
  phone: text(),
  email: text({ pattern: /^[^@\s]+@[^@\s]+$/ }),
  website: text(),
  categories: required(uuids('category')),
  subcategories: uuids('sub_category'),
  tradingHours: required(bloks(['trading_hours'], { min: 1 })),
  ignoreSpecialHours: bool(),
  status: required(text()),
  accepts: list({ pattern: METHOD }),
  licensed: bool(),
  floor: required(text()),
  location: text(),
  keywords: text(),
  cuisines: list(),
  mealTimes: list(),
  precinct: text(),
  discoverTypes: list({ values: DISCOVER_TYPES }),
  deliveryMethods: list({ pattern: METHOD }),
  social: bloks(['social_link']),
  preDescription: richText(),
  description: richText(),
  postDescription: richText(),
  menu: link(),
  bookNow: link(),
  similarStores: uuids('store'),
  startDate: date(),
  endDate: date(),
  inCentreOnly: bool(),
};
const category: SchemaOf<M.CategoryContent> = {
  ...seo,
  title: required(text()),
  level: required(oneOf('category', 'sub_category')),
  displayOrder: numeric(),
  description: richText(),
  image: asset(),
  pinnedStores: uuids('store'),
};
const promotion: SchemaOf<M.PromotionFields> = {
  ...seo,
  title: required(text()),
  excerpt: text(),
  image: asset(),
  featureImage: asset(),
  body: richText(),
  terms: richText(),
  store: uuid('store'),
  startDate: date(),
  endDate: date(),
  effectiveDate: date(),
  expiryDate: date(),
  pinToTop: bool(),
  notOnLastPromo: bool(),
  notOnStoreFilter: bool(),
  inCentreOnly: bool(),
  tags: list(),
  order: numeric(),
};
const timing: SchemaOf<M.TimingBlok> = {
  startTime: required(time()),
  endTime: required(time()),
  day: text({ pattern: DAY_NAME }),
};
const singleDay: SchemaOf<M.SingleDayBlok> = { date: required(date()), allDay: bool(), times: bloks(['timing']) };
const differentDate: SchemaOf<M.DifferentDateBlok> = {
  date: required(date()),
  allDay: bool(),
  timings: bloks(['timing']),
};
const dayWeekFortnightMonth: SchemaOf<M.DayWeekFortnightMonthBlok> = {
  startDate: required(date()),
  endDate: required(date()),
  days: list({ values: DAY_NAMES }),
  allDay: bool(),
  timings: bloks(['timing']),
  differentTimeAcrossEachDay: bool(),
};
const appointmentRecurrence: SchemaOf<M.AppointmentRecurrenceBlok> = {
  pattern: required(oneOf('singleDay', 'differentDates', 'everyDay', 'everyWeek', 'everyFortnight', 'everyMonth')),
  singleDay: bloks(['single_day']),
  onDifferentDates: bloks(['different_date']),
  dayWeekFortnightMonth: bloks(['day_week_fortnight_month']),
};
const event: SchemaOf<M.EventContent> = {
  ...promotion,
  eventStartDate: date(),
  eventEndDate: date(),
  multipleSessions: bool(),
  recurringEvent: bool(),
  bookingRequired: bool(),
  freeEvent: bool(),
  location: text(),
  inConjunction: uuid('store'),
  appointmentRecurrence: bloks(['appointment_recurrence']),
  // spec 3 §3.2 'Event content': the Vivenu event it sells tickets for, and what Book Now and the modal show
  vivenuEventId: text({ pattern: /^[a-z0-9-]+$/ }),
  offline: bool(),
  offlineMessage: text(),
  soldOut: bool(),
  membersOnly: bool(),
  membershipName: text(),
  ticketInfo: text(),
  questionInfo: text(),
  bookingTerms: text(),
  privacyPolicy: text(),
  privacyNotice: text(),
  serviceConditions: text(),
  invertColors: bool(),
  fullDayEvent: bool(),
  analyticsFormName: text(),
};
const offer: SchemaOf<M.OfferContent> = { ...promotion, offerStartDate: date(), offerEndDate: date() };
const centreInfo: SchemaOf<M.CentreInfoContent> = {
  ...seo,
  title: required(text()),
  body: required(bloks('any')),
  noIndex: bool(),
};
const competition: SchemaOf<CompetitionContent> = {
  ...seo,
  competition_name: required(text()),
  name: required(text()),
  tagline: text(),
  heroImage: asset(),
  backgroundImage: asset(),
  successImage: asset(),
  backgroundColour: text({ pattern: /^#[0-9a-fA-F]{6}$/ }),
  effectiveDate: required(date()),
  expiryDate: required(date()),
  pinToTop: bool(),
  competitionType: required(
    oneOf('Single Entry competition', 'Single Entry per day', 'Single Entry per week', 'Multiple Entry'),
  ),
  channelType: text(),
  marketingFlagName: text(),
  campaignId: text(),
  termsLink: link(),
  minimalTerms: richText(),
  successMessage: text(),
  successButton: text(),
  showUrl: bool(),
  stores: uuids('store'),
  disableMultiPurchase: bool(),
  isSingleEntryPerCentre: bool(),
  inCentreOnly: bool(),
  fields: bloks('any'),
};
const mapping: SchemaOf<M.MappingContent> = { mappedInVenue: text(), floors: bloks(['map_floor']) };
const POINTS = /^-?\d+(\.\d+)?,-?\d+(\.\d+)?( -?\d+(\.\d+)?,-?\d+(\.\d+)?){2,}$/;
const NODE_ID = /^[A-Za-z0-9_-]+$/;
const mapFloor: SchemaOf<M.MapFloorBlok> = {
  code: required(text()),
  name: required(text()),
  outline: text({ pattern: POINTS }),
  corridors: bloks(['map_corridor']),
  units: bloks(['map_unit']),
  amenities: bloks(['map_amenity']),
  nodes: bloks(['map_node']),
  edges: bloks(['map_edge']),
};
const mapUnit: SchemaOf<M.MapUnitBlok> = {
  store: text({ pattern: /^[a-z0-9-]+$/ }),
  points: required(text({ pattern: POINTS })),
  number: text(),
  door: text({ pattern: NODE_ID }),
  doorX: numeric(),
  doorY: numeric(),
};
const mapCorridor: SchemaOf<M.MapCorridorBlok> = { points: required(text({ pattern: POINTS })) };
const mapAmenity: SchemaOf<M.MapAmenityBlok> = {
  kind: required(oneOf(...AMENITY_KINDS)),
  x: required(numeric()),
  y: required(numeric()),
  label: text(),
  node: text({ pattern: NODE_ID }),
};
const mapNode: SchemaOf<M.MapNodeBlok> = {
  id: required(text({ pattern: NODE_ID })),
  x: required(numeric()),
  y: required(numeric()),
};
const mapEdge: SchemaOf<M.MapEdgeBlok> = {
  from: required(text({ pattern: NODE_ID })),
  to: required(text({ pattern: NODE_ID })),
};
const parkingRegion: SchemaOf<M.ParkingRegionContent> = {
  name: required(text()),
  region_id: required(text()),
  overrideText: text(),
  overrideStatus: text(),
};
const marketingFlag: SchemaOf<M.MarketingFlagContent> = { name: required(text()), flag: required(text()) };
const giftGuideOffer: SchemaOf<M.GiftGuideOfferContent> = {
  name: required(text()),
  description: text(),
  priceDescription: text(),
  price: numeric(),
  featureImage: asset(),
  store: uuid('store'),
  storeName: text(),
  filterTypes: list(),
  priority: numeric(),
  categories: list(),
  suitedTo: list(),
  editorialContent: list(),
  gender: list(),
  startDate: date(),
  expiryDate: date(),
  publishedDate: date(),
};
const GIFT_FILTER_TYPES = ['categories', 'suitedTo', 'editorialContent', 'price', 'gender'];
/** a tile of the gift guide's creation panel: each filter type it lists names its value under that key */
const giftGuideChoice: SchemaOf<M.GiftGuideChoiceContent> = {
  title: required(text()),
  filterTypes: required(list({ values: GIFT_FILTER_TYPES })),
  featureImage: asset(),
  categories: text(),
  suitedTo: text(),
  editorialContent: text(),
  price: text(),
  gender: text(),
};
const giftGuideSet: SchemaOf<M.GiftGuideSetContent> = {
  title: required(text()),
  filters: bloks('any'),
  choices: bloks(['gift_guide_choice']),
};

export const FOUNDATION_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  centre,
  social_link: socialLink,
  store,
  category,
  timing,
  single_day: singleDay,
  different_date: differentDate,
  day_week_fortnight_month: dayWeekFortnightMonth,
  appointment_recurrence: appointmentRecurrence,
  centre_event: event,
  centre_news: promotion,
  centre_offer: offer,
  centre_info: centreInfo,
  competition,
  mapping,
  map_floor: mapFloor,
  map_unit: mapUnit,
  map_amenity: mapAmenity,
  map_corridor: mapCorridor,
  map_node: mapNode,
  map_edge: mapEdge,
  parking_region: parkingRegion,
  marketing_flag: marketingFlag,
  gift_guide_offer: giftGuideOffer,
  gift_guide_set: giftGuideSet,
  gift_guide_choice: giftGuideChoice,
};
