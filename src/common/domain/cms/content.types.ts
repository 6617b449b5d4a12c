/**
 * The content model of every centre's CMS space: which stories live where (full_slug) and the fields
 * of each component. docs/content-model.md explains it for editors and for adding a centre.
 *
 * Folder layout of a space (full_slug prefixes):
 *   pages/<path>                      content pages (component page); URL /a/b -> pages/a/b, / -> pages/home
 *   global/header, global/footer      menus (header, footer)
 *   global/not-found                  not-found page (not_found_page)
 *   global/redirects                  redirects (redirects)
 *   global/parking-threshold          parking bands (parking_threshold)
 *   premium-guest-services/<slug>     flyout column (premium_guest_service)
 *   competitions/<slug>               competitions (competition)
 *   national-competitions/<slug>      national competitions (competition)
 *   foundation/centre                 the centre (centre)
 *   foundation/stores/<slug>          stores (store)
 *   foundation/events/<slug>          events (centre_event)
 *   foundation/news/<slug>            news (centre_news)
 *   foundation/offers/<slug>          offers (centre_offer)
 *   foundation/centre-info/<slug>     centre information pages (centre_info)
 *   foundation/categories/<c>[/<s>]   categories and sub-categories (category)
 *   foundation/mapping                indoor map venue (mapping)
 *   foundation/parking-regions/<slug> car parks (parking_region)
 *   foundation/marketing-flags/<slug> marketing flags (marketing_flag)
 *   foundation/gift-guide/<set>       gift-guide sets (gift_guide_set); offers under foundation/gift-guide/offers/<slug>
 *
 * Relations between stories are stored as story uuids (strings), as the CMS does.
 * Dates are `YYYY-MM-DD HH:mm` (CMS datetime, centre-local wall time) or `YYYY-MM-DD`; times are `HH:mm`.
 */
import type { CmsAsset, CmsBlok, CmsLink, CmsRichText } from './storyblok.types';

type Blok<C extends string, F> = CmsBlok & { component: C } & F;

// ---------- shared pieces ----------

export type NavLinkBlok = Blok<'nav_link', { text: string; link: CmsLink; icon?: string; children?: NavLinkBlok[] }>;
export type ButtonBlok = Blok<'button', { text: string; link: CmsLink; style?: 'primary' | 'secondary' | 'text' }>;
export type AlertBlok = Blok<'alert', { text: string; link?: CmsLink; sticky_type?: 'sticky' | 'none' | '' }>;

export type TradingDayBlok = Blok<
  'trading_day',
  {
    /** Monday ... Sunday */
    name: string;
    /** Mon ... Sun */
    shortName: string;
    /** HH:mm, '' when closed */
    opens: string;
    /** HH:mm; '00:00' or '24:00' reads 'Midnight'; '' reads 'Late' */
    closes: string;
    closedAllDay: boolean;
  }
>;
/** Special hours replace the default hours of that date. Blank start and end = closed all day. */
export type SpecialHoursBlok = Blok<'special_hours', { date: string; name: string; start_time: string; end_time: string }>;
export type TradingHoursBlok = Blok<'trading_hours', { days: TradingDayBlok[]; specialHours?: SpecialHoursBlok[] }>;

export type SeoFields = { metaTitle?: string; metaDescription?: string; ogImage?: CmsAsset };

// ---------- global ----------

export type PageContent = Blok<
  'page',
  SeoFields & {
    title: string;
    alert?: AlertBlok[];
    header?: CmsBlok[];
    body: CmsBlok[];
    hideFooter?: boolean;
    hideBackTop?: boolean;
    noIndex?: boolean;
  }
>;

export type ShoppingFlyoutBlok = Blok<
  'shopping_flyout',
  {
    title: string;
    brandsTitle: string;
    /** most brands listed in one letter bucket */
    brandsLimit: number | string;
    categoriesTitle: string;
    discoverTitle: string;
    discoverLinks: NavLinkBlok[];
    premiumTitle?: string;
  }
>;

export type HeaderContent = Blok<
  'header',
  {
    logo: CmsAsset;
    /** replaces 'Search Everything {centre}' */
    searchLabel?: string;
    navLinks: NavLinkBlok[];
    flyout?: ShoppingFlyoutBlok[];
    /** the six outlet centres of 'Change Centre' (external links) */
    changeCentreLinks?: NavLinkBlok[];
    showTraffic?: boolean;
  }
>;

export type SocialIconBlok = Blok<'social_icon', { icon: 'facebook' | 'instagram' | 'twitter' | 'tiktok' | 'youtube' | 'linkedin' | 'pinterest'; link: CmsLink }>;
export type SocialMediaBlok = Blok<
  'social_media',
  { title: string; cta?: ButtonBlok[]; socialMediaTitle: string; socialMediaIcons: SocialIconBlok[] }
>;

export type FooterContent = Blok<
  'footer',
  {
    appearance?: 'dark' | 'light';
    hideOpeningHours?: boolean;
    quickLinksTitle: string;
    quickLinks: NavLinkBlok[];
    centreLinksTitle: string;
    centreLinks: NavLinkBlok[];
    socialMedia?: SocialMediaBlok[];
    openingHoursInfo?: string;
    acknowledgementOfCountry?: string;
    ownershipCredit?: string;
  }
>;

export type NotFoundContent = Blok<'not_found_page', { title?: string; subtitle?: string; paragraph?: string; image?: CmsAsset }>;
export type RedirectBlok = Blok<'redirect', { from: string; to: string; status: '301' | '302' }>;
export type RedirectsContent = Blok<'redirects', { entries: RedirectBlok[] }>;
export type ParkingThresholdContent = Blok<
  'parking_threshold',
  { plentyFrom: number; plentyTo: number; moderateFrom: number; moderateTo: number; limitedFrom: number; limitedTo: number }
>;
export type PremiumGuestServiceContent = Blok<'premium_guest_service', { title: string; link: CmsLink; image?: CmsAsset; description?: string }>;

// ---------- foundation ----------

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
  }
>;

export type NewsContent = Blok<'centre_news', PromotionFields>;
export type OfferContent = Blok<'centre_offer', PromotionFields & { offerStartDate?: string; offerEndDate?: string }>;
export type CentreInfoContent = Blok<'centre_info', SeoFields & { title: string; body: CmsBlok[]; noIndex?: boolean }>;

export type CompetitionContent = Blok<
  'competition',
  SeoFields & {
    competition_name: string;
    name: string;
    tagline?: string;
    heroImage?: CmsAsset;
    backgroundImage?: CmsAsset;
    successImage?: CmsAsset;
    backgroundColour?: string;
    effectiveDate: string;
    expiryDate: string;
    pinToTop?: boolean;
    competitionType: 'Single Entry competition' | 'Single Entry per day' | 'Single Entry per week' | 'Multiple Entry';
    channelType?: string;
    marketingFlagName?: string;
    campaignId?: string;
    termsLink?: CmsLink;
    minimalTerms?: CmsRichText;
    successMessage?: string;
    successButton?: string;
    showUrl?: boolean;
    /** store uuids where purchases count */
    stores?: string[];
    disableMultiPurchase?: boolean;
    isSingleEntryPerCentre?: boolean;
    inCentreOnly?: boolean;
    fields?: CmsBlok[];
  }
>;

export type MappingContent = Blok<'mapping', { mappedInVenue?: string }>;
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
export type GiftGuideSetContent = Blok<'gift_guide_set', { title: string; filters?: CmsBlok[] }>;

// ---------- page body blocks of the foundation issue (others in their feature folders) ----------

export type TextBlockBlok = Blok<
  'text_block',
  { heading?: string; subHeading?: string; body?: CmsRichText; alignment?: 'left' | 'center' | 'right'; buttons?: ButtonBlok[] }
>;
export type DividerBlok = Blok<'divider', { heading?: string; height?: number | string }>;
export type ImageItemBlok = Blok<'image_item', { image: CmsAsset; link?: CmsLink; caption?: string }>;
export type InlineImageBlok = Blok<
  'inline_image',
  { images: ImageItemBlok[]; columns?: number | string; alignment?: 'left' | 'center' | 'right'; fullWidth?: boolean; lazy?: boolean }
>;
export type FeatureTextItemBlok = Blok<
  'large_text' | 'medium_text' | 'strong_text' | 'text' | 'space' | 'call_to_action',
  { text?: string; link?: CmsLink }
>;
export type FeaturePanelBlok = Blok<
  'feature_panel',
  {
    image: CmsAsset;
    mobileImage?: CmsAsset;
    focalPointHorizontal?: number | string;
    focalPointVertical?: number | string;
    alignment?: 'left' | 'center' | 'right';
    overlay?: boolean;
    textItems?: FeatureTextItemBlok[];
    invert?: boolean;
  }
>;
export type FeaturePanelGroupBlok = Blok<'feature_panel_group', { slug?: string; fixedWidth?: boolean; height?: string; items: FeaturePanelBlok[] }>;

// ---------- content blocks of issue 3 (spec 1 §2.2, §2.9): every optional field may be left out ----------

export type OpeningHoursBlok = Blok<'opening_hours', { heading?: string; showSpecialHours?: boolean }>;
export type AccordionItemBlok = Blok<'accordion_item', { title: string; active?: boolean; content?: CmsRichText }>;
export type AccordionGroupBlok = Blok<'accordion_group', { title?: string; slug?: string; items: AccordionItemBlok[] }>;
/** `anchor` is the id of a section of the same page (a block's slug), without '#' */
export type AnchorLinkBlok = Blok<'anchor_link', { text: string; anchor: string }>;
export type AnchorListBlok = Blok<'anchor_list', { title?: string; links: AnchorLinkBlok[]; invert?: boolean; brandColour?: boolean }>;
export type AnimatedImagePanelBlok = Blok<
  'animated_image_panel',
  { headings?: string; imageSide?: 'left' | 'right'; image: CmsAsset; secondImage?: CmsAsset; content?: CmsRichText; callToAction?: ButtonBlok[]; slug?: string }
>;
export type ArticleBlok = Blok<'article', { title: string; image?: CmsAsset; text?: string; link?: CmsLink; linkText?: string }>;
export type ArticleGroupBlok = Blok<'article_group', { title?: string; items: ArticleBlok[]; slug?: string }>;
export type FeatureCardBlok = Blok<'feature_card', { title: string; image: CmsAsset; text?: string; link?: CmsLink; linkText?: string }>;
export type FeatureCardsBlok = Blok<'feature_cards', { title?: string; items: FeatureCardBlok[]; slug?: string }>;
/** spec 1 §3 carousel: items, height, fixed width, autoScrollDuration (ms; autoplay only above 0) */
export type FeaturePanelCarouselBlok = Blok<
  'feature_panel_carousel',
  { items: FeaturePanelBlok[]; height?: string; fixedWidth?: boolean; autoScrollDuration?: number | string; slug?: string }
>;
export type InlineCarouselBlok = Blok<
  'inline_carousel',
  { title?: string; items: ImageItemBlok[]; fixedWidth?: boolean; autoScrollDuration?: number | string; slug?: string }
>;
/** the looping video banner; `video` and `mobileVideo` are URLs of mp4/webm files (CMS assets or a video host) */
export type FeaturePanelVideoBlok = Blok<
  'feature_panel_video',
  { video: string; mobileVideo?: string; poster?: CmsAsset; heading?: string; text?: string; callToAction?: ButtonBlok[]; height?: string }
>;
export type IconGridItemBlok = Blok<'icon_grid_item', { icon: CmsAsset; title: string; text?: string; link?: CmsLink }>;
export type IconGridBlok = Blok<'icon_grid', { title?: string; items: IconGridItemBlok[]; columns?: number | string; slug?: string }>;
export type ImageTextRowBlok = Blok<
  'image_text_row',
  { image: CmsAsset; imageSide?: 'left' | 'right'; heading?: string; body?: CmsRichText; buttons?: ButtonBlok[]; slug?: string }
>;
export type ImageTextListContainerBlok = Blok<'image_text_list_container', { title?: string; items: ImageTextRowBlok[]; slug?: string }>;
/** `icon`: clock, car, map, gift, info, phone, bag, food, calendar, star */
export type QuickLinkBlok = Blok<'quick_link', { text: string; link: CmsLink; icon?: string }>;
export type QuickLinksBlok = Blok<'quick_links', { headings?: string; appearance?: 'light' | 'dark'; links: QuickLinkBlok[] }>;
export type TableTextBlok = Blok<'table_text', { text: string }>;
export type TableImageBlok = Blok<'table_image', { image: CmsAsset }>;
export type TableCallToActionBlok = Blok<'table_cta', { text: string; link: CmsLink }>;
export type TableTextBlockBlok = Blok<'table_text_block', { body: CmsRichText }>;
export type TableRowBlok = Blok<'table_row', { cells: CmsBlok[] }>;
/** spec 1 §2.9 table; width is a spec grid width (§9): full, three-quarter, two-third, half */
export type TableBlok = Blok<
  'table',
  {
    title?: string;
    caption?: string;
    rows: TableRowBlok[];
    /** the first row holds column headings (default true) */
    headerRow?: boolean;
    /** the first column holds row headings */
    headerColumn?: boolean;
    fixedWidth?: boolean;
    horizontalAlignment?: 'left' | 'center' | 'right';
    width?: 'full' | 'three-quarter' | 'two-third' | 'half';
    hideBorder?: boolean;
    alternateBackground?: boolean;
    slug?: string;
  }
>;
export type VideoBlok = Blok<'video', { url: string; title?: string; size?: 'small' | 'medium' | 'large' | 'xLarge'; caption?: string; slug?: string }>;
export type IframeBlok = Blok<'iframe', { url: string; title: string; height?: number | string; slug?: string }>;

// ---------- live traffic blocks (spec 1 §2.14; docs/traffic.md) ----------

/**
 * spec 1 §2.14 traffic chart: title (default 'Popular arrival times'), hint (default in docs/traffic.md), the day
 * dropdown when showDaySelector, and a link (linkText replaces 'Learn more') to the traffic page
 */
export type FootTrafficBlok = Blok<
  'foot_traffic',
  { title?: string; hint?: string; showDaySelector?: boolean; link?: CmsLink; linkText?: string; slug?: string }
>;
/** today's usual arrival curve, without the live line, refresh or day dropdown; same fields as foot_traffic otherwise */
export type FootTrafficStaticBlok = Blok<'foot_traffic_static', { title?: string; hint?: string; link?: CmsLink; linkText?: string; slug?: string }>;

// ---------- live parking and well-being blocks (spec 1 §2.14; docs/live-widgets.md) ----------

/** spec 1 §2.14 parking total bar; linkText replaces 'Learn more'; showTimeToPark shows the average time to park */
export type ParkingTotalBlok = Blok<
  'parking_total',
  { title?: string; link?: CmsLink; linkText?: string; showTimeToPark?: boolean; slug?: string }
>;
/** spec 1 §2.14 parking rows: one row per parking_region story, beside an optional image and text */
export type ImageTextRowParkingBlok = Blok<
  'image_text_row_parking',
  {
    title?: string;
    body?: CmsRichText;
    image?: CmsAsset;
    imageSide?: 'left' | 'right';
    showTimeToPark?: boolean;
    slug?: string;
  }
>;
/** spec 1 §3 well widgets: the content of one widget (heading, text, image, call to action) */
export type WellWidgetBlok = Blok<
  'well_widget',
  { heading: string; text?: string; image?: CmsAsset; callToAction?: ButtonBlok[] }
>;
/**
 * spec 1 §2.14, §9 well-being widget pair. Band limits are optional numbers (defaults of spec 1 §9): air quality
 * upper bounds (very poor 26, poor 51, fair 76, good 100), temperature lower bounds in °C (cool 18, ideal 21,
 * warm 24, hot 27).
 */
export type WellWidgetsBlok = Blok<
  'well_widgets',
  {
    title?: string;
    air_quality: WellWidgetBlok[];
    average_temperature: WellWidgetBlok[];
    airQualityVeryPoor?: number | string;
    airQualityPoor?: number | string;
    airQualityFair?: number | string;
    airQualityGood?: number | string;
    temperatureCool?: number | string;
    temperatureIdeal?: number | string;
    temperatureWarm?: number | string;
    temperatureHot?: number | string;
    slug?: string;
  }
>;

// ---------- forms (spec 2 §2-§3) ----------

/** Fields every form block has: heading, introduction, anchor, the submit button's text, submission switched off. */
interface FormBlokFields {
  title?: string;
  description?: string;
  slug?: string;
  submitText?: string;
  disableSubmission?: boolean;
  successMessage?: string;
}
/**
 * spec 2 §3 Contact Us form; recipient is the inbox the enquiry goes to (an email link, sent as recipientEmail);
 * types narrows the request types offered (feedback, enquiry, complaint)
 */
export type ContactUsBlok = Blok<'contact_us', FormBlokFields & { recipient?: CmsLink; types?: string[] }>;
/** spec 2 §3 Leasing form */
export type LeasingBlok = Blok<'leasing', FormBlokFields & { recipient?: CmsLink }>;
/** spec 2 §3 Pop-up leasing form; the business categories come from content */
export type LeasingPopupBlok = Blok<'leasing_popup', FormBlokFields & { businessCategories?: string[] }>;
/** spec 2 §3 Commercial leasing form; formTitle is also sent with the enquiry */
export type CommercialLeasingEnquiryFormBlok = Blok<'commercial_leasing_enquiry_form', FormBlokFields & { formTitle?: string }>;
/** spec 2 §2-§3 Subscription form: the recipient list, and the optional centres checkbox (centre names) */
export type SubscriptionFormBlok = Blok<
  'subscription_form',
  FormBlokFields & { recipientList?: string; showCentres?: boolean; centres?: string[] }
>;
