import { readFileSync } from 'node:fs';
import type { Configuration } from '../../config/configuration';

/** Token of the cache-admin endpoint in demo and test modes when none is configured. */
export const DEMO_WEBHOOK_TOKEN = 'demo-webhook-token';

/** The demo SimplyBook company's keys, for every centre without a `booking` config (issue 14). */
export const DEMO_SIMPLYBOOK = { apiKey: 'demo-simplybook-key', secretKey: 'demo-simplybook-secret' };

/**
 * The demo Vivenu seller of a centre without a `ticketing` config (docs/ticketing.md): `seller-<centre>`, and a key
 * of its own, so one centre's key never reads another's payment requests or invoices.
 */
export const DEMO_VIVENU = {
  sellerId: (centre: string): string => `seller-${centre}`,
  gatewaySecret: (centre: string): string => `demo-vivenu-${centre}`,
};

/**
 * Where the running sandboxes answer and the keys they accept: everything an app instance needs to use them.
 * Plain JSON, so an app in another process can be pointed at sandboxes started elsewhere (the browser tests
 * start the production build beside sandboxes of the test's own; SANDBOX_ENDPOINTS_FILE).
 */
export interface SandboxEndpoints {
  cms: { url: string; apiEndpoint: string };
  propertyApi: { url: string; clientId: string; clientSecret: string };
  captcha: { verifyUrl: string; siteKey: string; secret: string };
  sftp: { host: string; port: number; username: string; privateKey: string };
  /** absent when DYNAMODB_ENDPOINT names a DynamoDB already running */
  dynamo?: { endpoint: string };
  simplybook: { url: string };
  stripe: { url: string; secretKey: string };
  /** Vivenu: its site, its core API and its seating service's API */
  vivenu: { url: string; coreUrl: string; seatingUrl: string };
  tagManager: { scriptUrl: string; url: string };
  errorTracking: { dsn: string; eventsUrl: string };
}

/** The configuration pointed at the sandboxes (demo and test modes; production never loads this file). */
export function pointAtSandboxes(config: Configuration, endpoints: SandboxEndpoints): Configuration {
  const { cms, propertyApi, captcha, sftp, dynamo, simplybook, stripe, vivenu, tagManager, errorTracking } = endpoints;
  const integrations = config.integrations;
  return {
    ...config,
    app: { ...config.app, errorTrackingDsn: errorTracking.dsn, errorTrackingEventsUrl: errorTracking.eventsUrl },
    content: {
      ...config.content,
      endpoint: cms.apiEndpoint,
      assetBaseUrl: cms.url,
      webhookToken: config.content.webhookToken || DEMO_WEBHOOK_TOKEN,
    },
    integrations: {
      ...integrations,
      propertyApi: { ...integrations.propertyApi, clientId: propertyApi.clientId, clientSecret: propertyApi.clientSecret, baseUrl: propertyApi.url },
      sftp: { ...integrations.sftp, ...sftp },
      captcha: { ...integrations.captcha, ...captcha },
      dynamo: { ...integrations.dynamo, createTable: true, endpoint: dynamo?.endpoint ?? integrations.dynamo.endpoint },
      booking: { ...integrations.booking, apiV1Url: simplybook.url },
      ticketing: {
        ...integrations.ticketing,
        baseUrl: vivenu.url,
        coreUrl: vivenu.coreUrl,
        seatingUrl: vivenu.seatingUrl,
      },
      analytics: { ...integrations.analytics, tagManagerUrl: tagManager.scriptUrl, collectorUrl: tagManager.url },
      keys: { ...integrations.keys, stripeApiUrl: stripe.url, stripeSecretKey: stripe.secretKey },
    },
    centres: {
      ...config.centres,
      centres: config.centres.centres.map((centre) => ({
        ...centre,
        booking: centre.booking ?? {
          companyLogin: centre.slug,
          apiKey: DEMO_SIMPLYBOOK.apiKey,
          secretKey: DEMO_SIMPLYBOOK.secretKey,
          publicUrl: simplybook.url,
        },
        ticketing: centre.ticketing ?? demoSeller(centre.slug),
      })),
    },
  };
}

/** The seller the Vivenu sandbox seeds a centre's demo events under. */
export function demoSeller(centre: string): { sellerId: string; gatewaySecret: string } {
  return { sellerId: DEMO_VIVENU.sellerId(centre), gatewaySecret: DEMO_VIVENU.gatewaySecret(centre) };
}

/** Reads the endpoints another process wrote (SANDBOX_ENDPOINTS_FILE) and points the configuration at them. */
export function pointAtSandboxesIn(config: Configuration, file: string): Configuration {
  return pointAtSandboxes(config, JSON.parse(readFileSync(file, 'utf8')) as SandboxEndpoints);
}
