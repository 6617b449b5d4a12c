import type { Configuration } from '../../../../config/configuration';
import { isContainerId } from '../../domain/analytics/tag-manager';
import { parseDsn } from '../../domain/error-reporting/tracking-envelope';
import { FRAMEABLE_ORIGINS } from '../../domain/media/frame-origins';
import { CMS_EDITOR_ORIGIN, CspOrigins } from './content-security-policy';

/**
 * The origins every page allows: CMS assets (as the browser loads them, and as written in content),
 * the video embeds and the CMS editor. Features that load third-party code (card payments, maps,
 * captcha, error tracking) add theirs through `extra`, in main.ts.
 */
export function cspOriginsFromConfig(
  config: Pick<Configuration, 'content'> & {
    app?: Pick<Configuration['app'], 'mode'> & Partial<Pick<Configuration['app'], 'errorTrackingDsn'>>;
    centres?: Pick<Configuration['centres'], 'centres'>;
    integrations?: Pick<Configuration['integrations'], 'captcha'> & {
      analytics?: Configuration['integrations']['analytics'];
      keys?: Partial<
        Pick<
          Configuration['integrations']['keys'],
          'mapsKey' | 'mappedinClientId' | 'mappedinSecret' | 'mappedinScripts' | 'stripePublishableKey'
        >
      >;
    };
  },
  extra: Partial<CspOrigins> = {},
): CspOrigins {
  const assetOrigins = [config.content.assetBaseUrl, config.content.assetOrigin].map(originOf);
  const captcha = captchaOrigins(config);
  const maps = config.integrations?.keys?.mapsKey ? GOOGLE_MAPS_ORIGINS : [];
  const indoor = indoorMapOrigins(config.integrations?.keys);
  const stripe = config.integrations?.keys?.stripePublishableKey
    ? STRIPE_ORIGINS
    : { scripts: [], frames: [], api: [] };
  const bookingPictures = (config.centres?.centres ?? [])
    .map((centre) => centre.booking?.publicUrl)
    .filter((url): url is string => Boolean(url))
    .map(originOf);
  const analytics = analyticsOrigins(config);
  extra = {
    ...extra,
    imageOrigins: [...analytics.data, ...(extra.imageOrigins ?? [])],
    connectOrigins: [...analytics.data, ...(extra.connectOrigins ?? [])],
    scriptOrigins: [...analytics.scripts, ...(extra.scriptOrigins ?? [])],
  };
  return {
    // the theme's font files, from the host the browser loads CMS assets from (src/common/domain/theme/theme.ts)
    fontOrigins: unique([originOf(config.content.assetBaseUrl), ...(extra.fontOrigins ?? [])]),
    imageOrigins: unique([...assetOrigins, ...maps, ...indoor.data, ...bookingPictures, ...(extra.imageOrigins ?? [])]),
    connectOrigins: unique([...maps, ...indoor.data, ...stripe.api, ...errorTrackingOrigins(config), ...(extra.connectOrigins ?? [])]),
    // the editor's bridge script is allowed in verified previews only (src/render/preview-response.ts)
    scriptOrigins: unique([
      ...captcha,
      ...indoor.scripts,
      ...stripe.scripts,
      ...(extra.scriptOrigins ?? []),
    ]),
    // one list with the iframe and video blocks, which show editors a note for anything else
    frameOrigins: unique([
      ...FRAMEABLE_ORIGINS,
      CMS_EDITOR_ORIGIN,
      ...captcha,
      ...stripe.frames,
      ...(extra.frameOrigins ?? []),
    ]),
  };
}

/**
 * reCAPTCHA's script and challenge frame (contracts.md §5), only where the real service is used: production with
 * a site key. Demo and test use the local sandbox, whose stand-in needs no third-party code.
 */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
function captchaOrigins(config: Parameters<typeof cspOriginsFromConfig>[0]): string[] {
  return config.app?.mode === 'production' && config.integrations?.captcha.siteKey ? RECAPTCHA_ORIGINS : [];
}

/**
 * Google Maps JS (contracts.md §6), where a maps key is configured: its tiles, markers and photos (img-src) and its
 * API calls (connect-src). Its scripts load from the site's own module under 'strict-dynamic'. Without a key the
 * directions and map blocks load no maps code (docs/directions.md), so the policy names none of these.
 */
const GOOGLE_MAPS_ORIGINS = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
];

/**
 * Stripe.js (contracts.md §4), only where a publishable key is configured: its script, its card fields' frames and
 * 3-D Secure frames, and its API. Without a key (demo, test) the booking checkout uses the site's sandbox card
 * form and the policy names none of these (docs/booking.md).
 */
const STRIPE_ORIGINS = {
  scripts: ['https://js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  api: ['https://api.stripe.com'],
};

/**
 * The indoor map vendor (Mappedin, contracts.md §6), where its client id and secret are configured: its scripts'
 * origins (script-src, for CSP2 browsers; CSP3 ones take them under 'strict-dynamic' as the site's module adds
 * them), and its API, tiles and images (connect-src, img-src) on `*.mappedin.com` and the scripts' hosts. Without
 * the vendor no page loads its code (docs/indoor-map.md "Vendor seam"), so the policy names none of these.
 */
const MAPPEDIN_DATA_ORIGINS = ['https://*.mappedin.com'];
function indoorMapOrigins(
  keys: Partial<
    Pick<Configuration['integrations']['keys'], 'mappedinClientId' | 'mappedinSecret' | 'mappedinScripts'>
  > = {},
): { scripts: string[]; data: string[] } {
  if (!keys.mappedinClientId || !keys.mappedinSecret || !keys.mappedinScripts) return { scripts: [], data: [] };
  const { viewer, sdk, centre } = keys.mappedinScripts;
  const scripts = unique([viewer, sdk, centre].filter((url): url is string => Boolean(url)).map(originOf));
  return { scripts, data: unique([...MAPPEDIN_DATA_ORIGINS, ...scripts]) };
}

/**
 * The tag manager (docs/analytics.md), only where some centre has a container id: the origin its container script
 * loads from (TAG_MANAGER_URL) and, with Google's, the origins its GA4 tag sends hits to. Google's only in
 * production: demo and test load the sandbox's container (start-sandboxes points TAG_MANAGER_URL at it). Without a
 * container no page loads one, so the policy names none of these.
 */
const GOOGLE_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
function analyticsOrigins(config: Parameters<typeof cspOriginsFromConfig>[0]): { scripts: string[]; data: string[] } {
  const scriptUrl = config.integrations?.analytics?.tagManagerUrl;
  const containers = (config.centres?.centres ?? []).some((centre) => isContainerId(centre.tagManagerId));
  if (!scriptUrl || !containers) return { scripts: [], data: [] };
  const origin = originOf(scriptUrl);
  if (origin !== GOOGLE_TAG_MANAGER_ORIGIN) return { scripts: [origin], data: [origin] };
  if (config.app?.mode !== 'production') return { scripts: [], data: [] };
  return { scripts: [origin], data: [origin, ...GOOGLE_ANALYTICS_ORIGINS] };
}

/** The error-tracking service's origin (decision 0022), where a DSN is configured: the browser posts reports there. */
function errorTrackingOrigins(config: Parameters<typeof cspOriginsFromConfig>[0]): string[] {
  const dsn = config.app?.errorTrackingDsn ? parseDsn(config.app.errorTrackingDsn) : undefined;
  return dsn ? [dsn.origin] : [];
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
