/** The page body blocks: content, live and form blocks (content-shared.types.ts). Listing blocks are in their feature folders. */
import type { Blok, ButtonBlok } from './content-shared.types';
import type { CmsAsset, CmsBlok, CmsLink, CmsRichText } from './storyblok.types';

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
