import type { TextPart } from '../common/domain/links/text-links';
import type { TradingHours } from '../common/domain/hours/trading-hours';
import type { AssetHost, ImageModel } from '../common/domain/images/cms-image';
import type { LinkModel } from '../common/domain/links/link-rules';
import type { FooterModel, HeaderModel } from './navigation/navigation.model';
import type { IslandTiming } from './island-timing';
import type { SheetName } from './sheets';
import type { ThemeModel } from '../common/domain/theme/theme';

/** The state the server serialises into the page and the browser hydrates from. Plain JSON only. */
export interface InitialState {
  site: SiteModel;
  page: PageModel;
  /** ISO time the page was rendered at: the first client render uses it, so hydration matches */
  now: string;
  editMode: boolean;
  env: EnvModel;
  /** editors only: the verified preview query every in-site link and content request keeps (docs/editor.md) */
  previewQuery?: string;
}

export interface EnvModel {
  mode: 'demo' | 'production' | 'test';
  mapsKey?: string;
  tagManagerId?: string;
  /** the tag manager's gtm.js without `?id=` (TAG_MANAGER_URL; the sandbox's in demo and test) */
  tagManagerUrl?: string;
  /** the error-tracking service's public DSN and sample rate (docs/error-reporting.md); never a secret */
  errorTracking?: ErrorTrackingModel;
  /** the captcha site key of the forms' human check; the demo key selects the invisible stand-in (decision 0009) */
  captchaSiteKey?: string;
  /** the reCAPTCHA v3 action the forms execute (CAPTCHA_ACTION); siteverify must name it back (decision 0009) */
  captchaAction?: string;
  /** where CMS images load from (the editor's live preview maps content in the browser) */
  assetHost: AssetHost;
}

export interface ErrorTrackingModel {
  /** `https://<public key>@<host>/<project id>` */
  dsn: string;
  /** share of browser errors sent, 0 to 1 */
  sampleRate: number;
}

export interface CentreModel {
  slug: string;
  name: string;
  timeZone: string;
  streetAddress: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string;
  latitude?: number;
  longitude?: number;
  tradingHours?: TradingHours;
  /** spec 1 §2.3: the outlet centre without search, 'Open Today' and get-directions */
  outletExceptions: boolean;
  journey: { enabled: boolean; link?: LinkModel };
  centreType: 'mall' | 'outlet';
}

export interface SiteModel {
  centre: CentreModel;
  header: HeaderModel | null;
  footer: FooterModel | null;
  /** site-wide alert from the centre content (a page's own alert wins) */
  alert?: AlertModel;
  origin: string;
  /**
   * the centre's colours and fonts (global/theme), server only: the renderer writes them into the document head
   * (src/render/theme-head.ts) and leaves them out of the state the browser reads
   */
  theme?: ThemeModel;
}

export interface AlertModel {
  text: string;
  link?: LinkModel;
  /** what 'MORE INFO' leads to, in words (read by screen readers and crawlers after it) */
  linkSubject?: string;
  sticky: boolean;
}

export interface HeadModel {
  title: string;
  description?: string;
  canonical: string;
  noIndex: boolean;
  ogType: 'website' | 'article';
  ogImage?: string;
}

/** A mapped content block, or the spec's error for a block whose data could not be mapped (preview only). */
export type BlockNode =
  | { type: string; uid: string; editable?: Record<string, string>; model: unknown; island?: IslandTiming; sheets?: SheetName[] }
  | { type: '__error'; uid: string; component: string; message: string };

export type PageKind =
  | 'content'
  | 'store'
  | 'event'
  | 'offer'
  | 'news'
  | 'centre-info'
  | 'category'
  | 'competition'
  | 'gift-guide-offer'
  | 'search'
  | 'not-found'
  | 'error';

export interface NotFoundModel {
  title: string;
  subtitle: string;
  /** text and links (markdown links in the content) */
  paragraph?: TextPart[];
  image?: ImageModel;
}

export interface PageViewNode {
  type: string;
  model: unknown;
}

export interface PageModel {
  kind: PageKind;
  status: number;
  path: string;
  head: HeadModel;
  title: string;
  alert?: AlertModel;
  header: BlockNode[];
  body: BlockNode[];
  hideFooter: boolean;
  hideBackTop: boolean;
  notFound?: NotFoundModel;
  /** the main view of a foundation page (store, event, news, offer ...): a type from client/pages/page-views.ts */
  view?: PageViewNode;
  /** schema.org structured data (JSON-LD) of the page */
  jsonLd?: Array<Record<string, unknown>>;
  /** editors only: the URL of this page's preview */
  previewUrl?: string;
  /** editors only: CMS story id (live preview replaces content of this story) */
  storyId?: number;
  /** editors only: the visual editor's marker attributes of the story's own content (its main view) */
  editable?: Record<string, string>;
}
