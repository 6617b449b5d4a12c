import { DEFAULT_HUMAN_CHECK_ACTION } from '../src/common/domain/forms/human-check';
import { EnvReader } from './env';

/** spec 1 §7: property data API (base url, client id, secret); default version v3 */
export interface PropertyApiConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  version: string;
  /** every attempt (answer body included) must finish within this */
  timeoutMs: number;
  /** retries of an idempotent call after a 5xx, a 429 or no answer */
  retries: number;
  /** the first retry waits between half of this and this; each next one twice as long */
  retryDelayMs: number;
  /** seconds the health check reuses its probe of the API */
  healthProbeSeconds: number;
}

/** spec 1 §7: document database (enabled, region default ap-southeast-2, table) */
export interface DynamoConfig {
  enabled: boolean;
  region: string;
  table: string;
  /** a DynamoDB-compatible endpoint; unset in production (the AWS default), dynalite in demo and test */
  endpoint?: string;
  /** create the table (and its index) at boot when missing: always in demo and test, in production only if set */
  createTable: boolean;
  /** demo and test: the folder dynalite keeps its data in (default `<DATA_DIR>/dynamodb` in demo, a temp folder in test) */
  dataDir?: string;
}

/** The submissions ledger's jobs (docs/submissions.md): delivery to the data API, backoff, parking, leases. */
export interface SubmissionsConfig {
  /** run the scheduled jobs (delivery, retention) on this instance */
  jobsEnabled: boolean;
  /** how often the delivery job looks for due submissions */
  deliveryIntervalMs: number;
  /** submissions sent per delivery run at most */
  deliveryBatch: number;
  /** failed attempts after which a submission is parked for operators */
  maxAttempts: number;
  /** the wait after the first failed attempt; doubled after each next one (with jitter) */
  backoffBaseMs: number;
  /** the longest wait between two attempts */
  backoffMaxMs: number;
  /** how long a job's lease lasts; a run stops taking new work after half of it */
  leaseMs: number;
}

/** spec 1 §7: file transfer host, user and key */
export interface SftpConfig {
  host: string;
  port: number;
  username: string;
  privateKey: string;
  remoteDir: string;
  /** connecting (handshake and authentication included) must finish within this */
  timeoutMs: number;
  /** the nightly leads export (docs/sftp-export.md) */
  export: SftpExportConfig;
}

/** docs/sftp-export.md: when the nightly export runs and how far back it looks for days not yet exported */
export interface SftpExportConfig {
  /** schedule the nightly export on this instance (never in test mode: tests run it on demand) */
  enabled: boolean;
  /** cron expression (minute hour day month weekday) */
  cron: string;
  /** time zone the cron expression is read in */
  timeZone: string;
  /** each run exports every ended day of the last N days (centre time) that still has unexported records */
  lookbackDays: number;
  /** how long a run's lease lasts (one run across all instances) */
  leaseMs: number;
}

/** spec 1 §7: captcha server key and verify url; what a siteverify answer must say to pass (decision 0009) */
export interface CaptchaConfig {
  secret: string;
  verifyUrl: string;
  siteKey: string;
  /** score-based (v3) answers: the lowest score that passes, 0 to 1 */
  minScore: number;
  /** score-based (v3) answers: the action the pages execute and siteverify must name back */
  action: string;
  /** the whole siteverify call (answer included) must finish within this, else the check is unavailable (503) */
  timeoutMs: number;
}

/** spec 1 §7: booking api bases v1 and v2; ticketing base url, core url and seller id */
export interface BookingConfig {
  apiV1Url: string;
  apiV2Url: string;
  /** every SimplyBook call (answer included) must finish within this (docs/booking.md) */
  timeoutMs: number;
  /** seconds a centre's catalogue (services, providers, fields, products) is reused before it is read again */
  catalogueSeconds: number;
  /** every Stripe call (answer included) must finish within this */
  paymentsTimeoutMs: number;
  /** how often the settle job looks for card payments left unsettled (docs/booking.md "Settlement") */
  settleIntervalMs: number;
  /** how long a payment may wait for the visitor's confirm before the server settles it itself */
  settleGraceMs: number;
  /** the settle job's lease, and how long one payment's settlement may hold its own */
  settleLeaseMs: number;
  /** demo and test: the SimplyBook sandbox's diaries (default `<DATA_DIR>/simplybook` in demo, a temp folder in test) */
  sandboxDataDir?: string;
}
/** Vivenu (docs/ticketing.md): its site, its core API, the seller of centres that name none of their own */
export interface TicketingConfig {
  /** Vivenu's site (TICKETING_BASE_URL) */
  baseUrl: string;
  /** the core API every call goes to (TICKETING_CORE_URL, `https://vivenu.com/api`) */
  coreUrl: string;
  /** the seller of a centre without its own `ticketing.sellerId` ('' when none) */
  sellerId: string;
  /** Vivenu's seating service, a host of its own (SEATING_BASE_URL, `https://seatmap.vivenu.com/api`; docs/seating.md) */
  seatingUrl: string;
  /** every Vivenu call, the seating service's too (answer included), must finish within this */
  timeoutMs: number;
}

/** Browser SDK keys (indoor map, maps) and the card payment key; absent keys show the spec's unavailable states */
export interface BrowserKeysConfig {
  mapsKey?: string;
  mappedinClientId?: string;
  mappedinSecret?: string;
  /**
   * The indoor map vendor's scripts, loaded in this order where a vendor map is shown (docs/indoor-map.md): its
   * viewer (optional), its SDK (the script that defines the `Mappedin` global) and the centre's script (optional).
   */
  mappedinScripts: { viewer?: string; sdk: string; centre?: string };
  stripePublishableKey?: string;
  stripeSecretKey?: string;
  stripeApiUrl: string;
}

export interface IntegrationsConfig {
  propertyApi: PropertyApiConfig;
  dynamo: DynamoConfig;
  submissions: SubmissionsConfig;
  sftp: SftpConfig;
  captcha: CaptchaConfig;
  booking: BookingConfig;
  ticketing: TicketingConfig;
  keys: BrowserKeysConfig;
  /** spec 1 §7: a pop-up shops value (the pop-up leasing recipient) */
  popUpShops: string;
  analytics: AnalyticsConfig;
}

/** The tag manager (docs/analytics.md): its container script, and in demo and test the sandbox collector to read. */
export interface AnalyticsConfig {
  /** gtm.js without `?id=` (TAG_MANAGER_URL): Google's, or the sandbox's in demo and test */
  tagManagerUrl: string;
  /** where operators' reads of the last events go (the sandbox collector); none in production */
  collectorUrl?: string;
}

export function integrationsConfig(read: EnvReader): IntegrationsConfig {
  return {
    propertyApi: {
      baseUrl: read.string('PROPERTY_API_URL', 'https://api.property-data.example/'),
      clientId: read.string('PROPERTY_API_CLIENT_ID'),
      clientSecret: read.string('PROPERTY_API_CLIENT_SECRET'),
      version: read.string('PROPERTY_API_VERSION', 'v3'),
      timeoutMs: read.int('PROPERTY_API_TIMEOUT_MS', 5000, { min: 100 }),
      retries: read.int('PROPERTY_API_RETRIES', 2, { max: 2 }),
      retryDelayMs: read.int('PROPERTY_API_RETRY_DELAY_MS', 200, { min: 1, max: 5000 }),
      healthProbeSeconds: read.int('PROPERTY_API_HEALTH_PROBE_SECONDS', 5, { min: 0 }),
    },
    dynamo: {
      enabled: ledgerEnabled(read),
      region: read.string('DYNAMODB_REGION', 'ap-southeast-2'),
      table: read.string('DYNAMODB_TABLE', 'atrium-submissions'),
      endpoint: read.optional('DYNAMODB_ENDPOINT'),
      createTable: read.bool('DYNAMODB_CREATE_TABLE', false),
      dataDir: read.optional('DYNAMODB_DATA_DIR'),
    },
    submissions: {
      jobsEnabled: read.bool('SUBMISSIONS_JOBS_ENABLED', true),
      deliveryIntervalMs: read.int('SUBMISSIONS_DELIVERY_INTERVAL_MS', 5000, { min: 50 }),
      deliveryBatch: read.int('SUBMISSIONS_DELIVERY_BATCH', 25, { min: 1, max: 100 }),
      maxAttempts: read.int('SUBMISSIONS_MAX_ATTEMPTS', 8, { min: 1, max: 50 }),
      backoffBaseMs: read.int('SUBMISSIONS_BACKOFF_BASE_MS', 30_000, { min: 1 }),
      backoffMaxMs: read.int('SUBMISSIONS_BACKOFF_MAX_MS', 3_600_000, { min: 1 }),
      leaseMs: read.int('SUBMISSIONS_LEASE_MS', 30_000, { min: 100 }),
    },
    sftp: {
      host: read.string('SFTP_HOST'),
      port: read.int('SFTP_PORT', 22, { min: 1, max: 65535 }),
      username: read.string('SFTP_USER'),
      // a key given on one line with \n escapes (as most secret stores hold it) gets its line breaks back
      privateKey: read.string('SFTP_KEY').replace(/\\n/g, '\n'),
      remoteDir: read.string('SFTP_REMOTE_DIR', '/upload'),
      timeoutMs: read.int('SFTP_TIMEOUT_MS', 10_000, { min: 100 }),
      export: {
        enabled: read.bool('SFTP_EXPORT_ENABLED', true),
        cron: read.string('SFTP_EXPORT_CRON', '0 2 * * *'),
        timeZone: read.string('SFTP_EXPORT_TIME_ZONE', 'Australia/Sydney'),
        lookbackDays: read.int('SFTP_EXPORT_LOOKBACK_DAYS', 7, { min: 1, max: 60 }),
        leaseMs: read.int('SFTP_EXPORT_LEASE_MS', 600_000, { min: 1000 }),
      },
    },
    captcha: {
      secret: read.string('CAPTCHA_SECRET'),
      verifyUrl: read.string('CAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
      siteKey: read.string('CAPTCHA_SITE_KEY'),
      minScore: minScore(read),
      action: captchaAction(read),
      timeoutMs: read.int('CAPTCHA_TIMEOUT_MS', 3000, { min: 50, max: 30_000 }),
    },
    booking: {
      apiV1Url: read.string('BOOKING_API_V1_URL', 'https://user-api.simplybook.me'),
      apiV2Url: read.string('BOOKING_API_V2_URL', 'https://user-api-v2.simplybook.me'),
      timeoutMs: read.int('BOOKING_TIMEOUT_MS', 8000, { min: 100, max: 60_000 }),
      catalogueSeconds: read.int('BOOKING_CATALOGUE_SECONDS', 300, { min: 0, max: 86_400 }),
      paymentsTimeoutMs: read.int('PAYMENTS_TIMEOUT_MS', 10_000, { min: 100, max: 60_000 }),
      settleIntervalMs: read.int('BOOKING_SETTLE_INTERVAL_MS', 15_000, { min: 50 }),
      settleGraceMs: read.int('BOOKING_SETTLE_GRACE_MS', 120_000, { min: 0 }),
      settleLeaseMs: read.int('BOOKING_SETTLE_LEASE_MS', 60_000, { min: 1000 }),
      sandboxDataDir: read.optional('SIMPLYBOOK_DATA_DIR'),
    },
    ticketing: {
      baseUrl: webAddress(read, 'TICKETING_BASE_URL', 'https://vivenu.com'),
      coreUrl: webAddress(read, 'TICKETING_CORE_URL', 'https://vivenu.com/api'),
      sellerId: read.string('TICKETING_SELLER_ID'),
      seatingUrl: webAddress(read, 'SEATING_BASE_URL', 'https://seatmap.vivenu.com/api'),
      timeoutMs: read.int('TICKETING_TIMEOUT_MS', 8000, { min: 100, max: 60_000 }),
    },
    keys: {
      mapsKey: read.optional('MAPS_KEY'),
      mappedinClientId: read.optional('MAPPEDIN_CLIENT_ID'),
      mappedinSecret: read.optional('MAPPEDIN_SECRET'),
      mappedinScripts: {
        viewer: scriptUrl(read, 'MAPPEDIN_VIEWER_URL'),
        sdk: scriptUrl(read, 'MAPPEDIN_SDK_URL', 'https://d1p5cqqchvbqmy.cloudfront.net/websdk/v5/mappedin.js'),
        centre: scriptUrl(read, 'MAPPEDIN_CENTRE_SCRIPT_URL'),
      },
      stripePublishableKey: read.optional('STRIPE_PUBLISHABLE_KEY'),
      stripeSecretKey: read.optional('STRIPE_SECRET_KEY'),
      stripeApiUrl: read.string('STRIPE_API_URL', 'https://api.stripe.com'),
    },
    popUpShops: read.string('POP_UP_SHOPS', ''),
    analytics: {
      tagManagerUrl: scriptUrl(read, 'TAG_MANAGER_URL', 'https://www.googletagmanager.com/gtm.js'),
      collectorUrl: read.optional('TAG_MANAGER_COLLECTOR_URL'),
    },
  };
}

/** A script the pages load (the indoor map vendor's): an https address, else a boot error. */
function scriptUrl(read: EnvReader, key: string, fallback: string): string;
function scriptUrl(read: EnvReader, key: string): string | undefined;
function scriptUrl(read: EnvReader, key: string, fallback?: string): string | undefined {
  const raw = read.optional(key) ?? fallback;
  if (raw === undefined) return undefined;
  try {
    if (new URL(raw).protocol === 'https:') return raw;
  } catch {
    // reported below
  }
  read.problems.push(`${key} must be an https address (got "${raw}")`);
  return fallback;
}

/** An upstream's address: http or https (the sandboxes answer on http loopback), else a boot error. */
function webAddress(read: EnvReader, key: string, fallback: string): string {
  const raw = read.string(key, fallback);
  try {
    if (['http:', 'https:'].includes(new URL(raw).protocol)) return raw;
  } catch {
    // reported below
  }
  read.problems.push(`${key} must be an http or https address (got "${raw}")`);
  return fallback;
}

/** A score under 0 or over 1 (or no number) would let every token through or none: a boot error. */
function minScore(read: EnvReader): number {
  const raw = read.string('CAPTCHA_MIN_SCORE', '0.5');
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    read.problems.push(`CAPTCHA_MIN_SCORE must be a number from 0 to 1 (got "${raw}")`);
    return 0.5;
  }
  return value;
}

/** reCAPTCHA action names: letters, digits, slashes and underscores. */
function captchaAction(read: EnvReader): string {
  const action = read.string('CAPTCHA_ACTION', DEFAULT_HUMAN_CHECK_ACTION);
  if (/^[A-Za-z0-9/_]+$/.test(action)) return action;
  read.problems.push(`CAPTCHA_ACTION must be letters, digits, slashes or underscores (got "${action}")`);
  return DEFAULT_HUMAN_CHECK_ACTION;
}

/**
 * spec 1 §7 names an 'enabled' switch for the document database. The submissions ledger lives there and
 * every form answers only once its submission is written, so the site cannot run with it off: `false` is a boot
 * error that says so, never a switch that silently does nothing (docs/submissions.md).
 */
function ledgerEnabled(read: EnvReader): boolean {
  const enabled = read.bool('DYNAMODB_ENABLED', true);
  if (!enabled)
    read.problems.push(
      'DYNAMODB_ENABLED=false is not supported: the submissions ledger keeps every accepted form in DynamoDB (docs/submissions.md)',
    );
  return enabled;
}
