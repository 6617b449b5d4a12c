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
}

/** spec 1 §7: file transfer host, user and key */
export interface SftpConfig {
  host: string;
  port: number;
  username: string;
  privateKey: string;
  remoteDir: string;
}

/** spec 1 §7: captcha server key and verify url */
export interface CaptchaConfig {
  secret: string;
  verifyUrl: string;
  siteKey: string;
  minScore: number;
}

/** spec 1 §7: booking api bases v1 and v2; ticketing base url, core url and seller id */
export interface BookingConfig {
  apiV1Url: string;
  apiV2Url: string;
}
export interface TicketingConfig {
  baseUrl: string;
  coreUrl: string;
  sellerId: string;
}

/** Browser SDK keys (indoor map, maps) and the card payment key; absent keys show the spec's unavailable states */
export interface BrowserKeysConfig {
  mapsKey?: string;
  mappedinClientId?: string;
  mappedinSecret?: string;
  stripePublishableKey?: string;
  stripeSecretKey?: string;
  stripeApiUrl: string;
}

export interface IntegrationsConfig {
  propertyApi: PropertyApiConfig;
  dynamo: DynamoConfig;
  sftp: SftpConfig;
  captcha: CaptchaConfig;
  booking: BookingConfig;
  ticketing: TicketingConfig;
  keys: BrowserKeysConfig;
  /** spec 1 §7: a pop-up shops value (the pop-up leasing recipient) */
  popUpShops: string;
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
      enabled: read.bool('DYNAMODB_ENABLED', true),
      region: read.string('DYNAMODB_REGION', 'ap-southeast-2'),
      table: read.string('DYNAMODB_TABLE', 'atrium-submissions'),
      endpoint: read.optional('DYNAMODB_ENDPOINT'),
    },
    sftp: {
      host: read.string('SFTP_HOST'),
      port: read.int('SFTP_PORT', 22, { min: 1, max: 65535 }),
      username: read.string('SFTP_USER'),
      privateKey: read.string('SFTP_KEY'),
      remoteDir: read.string('SFTP_REMOTE_DIR', '/upload'),
    },
    captcha: {
      secret: read.string('CAPTCHA_SECRET'),
      verifyUrl: read.string('CAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
      siteKey: read.string('CAPTCHA_SITE_KEY'),
      minScore: Number(read.string('CAPTCHA_MIN_SCORE', '0.5')),
    },
    booking: {
      apiV1Url: read.string('BOOKING_API_V1_URL', 'https://user-api.simplybook.me'),
      apiV2Url: read.string('BOOKING_API_V2_URL', 'https://user-api-v2.simplybook.me'),
    },
    ticketing: {
      baseUrl: read.string('TICKETING_BASE_URL', 'https://vivenu.com'),
      coreUrl: read.string('TICKETING_CORE_URL', 'https://vivenu.com/api'),
      sellerId: read.string('TICKETING_SELLER_ID'),
    },
    keys: {
      mapsKey: read.optional('MAPS_KEY'),
      mappedinClientId: read.optional('MAPPEDIN_CLIENT_ID'),
      mappedinSecret: read.optional('MAPPEDIN_SECRET'),
      stripePublishableKey: read.optional('STRIPE_PUBLISHABLE_KEY'),
      stripeSecretKey: read.optional('STRIPE_SECRET_KEY'),
      stripeApiUrl: read.string('STRIPE_API_URL', 'https://api.stripe.com'),
    },
    popUpShops: read.string('POP_UP_SHOPS', ''),
  };
}
