import { join } from 'node:path';
import type { Configuration } from '../../config/configuration';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { projectRoot } from '../common/server/files/project-root';
import { startCaptchaSandbox, type CaptchaSandbox } from './captcha/captcha-sandbox';
import { startDynamoSandbox, type DynamoSandbox } from './dynamodb/dynamodb-sandbox';
import { startErrorTrackingSandbox, type ErrorTrackingSandbox } from './error-tracking/error-tracking-sandbox';
import { dynamoSandboxFolder } from './dynamodb/dynamodb-sandbox-folder';
import { startPropertyApiSandbox, type PropertyApiSandbox } from './property-api/property-api-sandbox';
import { simCentreFrom } from './property-api/sim-centres';
import { startSftpSandbox, type SftpSandbox } from './sftp/sftp-sandbox';
import { sftpSandboxFolder } from './sftp/sftp-sandbox-folder';
import { startSimplybookSandbox } from './simplybook/simplybook-sandbox';
import { simplybookSandboxFolder } from './simplybook/simplybook-sandbox-folder';
import type { SimplybookSandbox } from './simplybook/simplybook-sandbox.types';
import { startStripeSandbox } from './stripe/stripe-sandbox';
import type { StripeSandbox } from './stripe/stripe-sandbox.types';
import { loadDemoSpace } from './storyblok/demo-content/load-demo-space';
import { startStoryblokSandbox, StoryblokSandbox } from './storyblok/storyblok-sandbox';
import { DEMO_SIMPLYBOOK, demoSeller, pointAtSandboxes, type SandboxEndpoints } from './sandbox-endpoints';
import { startTagManagerSandbox, type TagManagerSandbox } from './tag-manager/tag-manager-sandbox';
import { startVivenuSandbox } from './vivenu/vivenu-sandbox';
import type { VivenuSandbox } from './vivenu/vivenu-sandbox.types';

export { DEMO_SIMPLYBOOK, DEMO_VIVENU, DEMO_WEBHOOK_TOKEN } from './sandbox-endpoints';

/** Client credentials of the property data sandbox when none are configured. */
export const DEMO_PROPERTY_API_CLIENT = { clientId: 'demo-property-client', clientSecret: 'demo-property-secret' };

/**
 * Captcha keys of the captcha sandbox when none are configured. The demo site key tells the browser to use the
 * invisible stand-in, which hands out `pass-<uuid>` tokens (decision 0009).
 */
export const DEMO_CAPTCHA = { siteKey: 'demo-captcha-site-key', secret: 'demo-captcha-secret' };


/**
 * Stripe keys of the Stripe sandbox. The publishable key is not put in the configuration: without one the
 * browser uses the site's sandbox card form, which the server forwards with this key (issue 14).
 */
export const DEMO_STRIPE = { secretKey: 'sk_test_sandbox', publishableKey: 'pk_test_sandbox' };

/** The error-tracking sandbox's project (decision 0022): its DSN is what demo and test pages send to. */
export const DEMO_ERROR_TRACKING = { projectId: '1', publicKey: 'demo-error-tracking-key' };

export interface RunningSandboxes {
  /** the configuration pointed at the sandboxes */
  config: Configuration;
  /** where they answer, as JSON an app in another process can be pointed at (SANDBOX_ENDPOINTS_FILE) */
  endpoints: SandboxEndpoints;
  cms: StoryblokSandbox;
  /** the property data API: traffic, parking, time to park, wellbeing (docs/property-data-api.md) */
  propertyApi: PropertyApiSandbox;
  /** reCAPTCHA siteverify: `demo-pass` passes, `demo-fail` fails, `pass-*` pass once (decision 0009) */
  captcha: CaptchaSandbox;
  /** the leads file drop: SFTP on loopback serving `<DATA_DIR>/sftp` in demo, a temp folder in test (docs/sftp-export.md) */
  sftp: SftpSandbox;
  /**
   * DynamoDB (dynalite) for the submissions ledger, data kept in DYNAMODB_DATA_DIR (`<DATA_DIR>/dynamodb` in demo,
   * a temp folder in test); undefined when DYNAMODB_ENDPOINT names one already running (docs/submissions.md)
   */
  dynamo?: DynamoSandbox;
  /** SimplyBook JSON-RPC: one demo company per centre (login = slug), src/sandbox/simplybook/README.md */
  simplybook: SimplybookSandbox;
  /** Stripe PaymentIntents and the test cards, src/sandbox/stripe/README.md */
  stripe: StripeSandbox;
  /**
   * Vivenu's core API (every centre's demo events, checkouts, coupons, payment requests) and its seating service
   * (`vivenu.seating`: seat maps and seat holds), src/sandbox/vivenu/README.md
   */
  vivenu: VivenuSandbox;
  /** the tag manager's container script and a GA4-like collector, src/sandbox/tag-manager/README.md */
  tagManager: TagManagerSandbox;
  /** the error-tracking collector (Sentry's envelope endpoint), src/sandbox/error-tracking/README.md */
  errorTracking: ErrorTrackingSandbox;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** folder holding one content folder per centre slug (default content/demo) */
  contentRoot?: string;
  /** what "today" is for the demo content's relative dates, and "now" for the live feeds */
  today?: () => Date;
}

/** Starts every upstream sandbox on loopback (ephemeral ports) for demo and test modes. */
export async function startSandboxes(config: Configuration, options: SandboxOptions = {}): Promise<RunningSandboxes> {
  const contentRoot = options.contentRoot ?? join(projectRoot(), 'content', 'demo');
  const today = options.today ?? (() => new Date());
  const centres = config.centres.centres;
  const load = (centre: (typeof centres)[number]): CmsStory[] =>
    loadDemoSpace({
      dir: join(contentRoot, centre.slug),
      spaceId: centre.cms.spaceId,
      today: today(),
      timeZone: centre.timeZone,
    });
  // each centre's content is read once at start: the CMS serves it, the live feeds follow its hours and car parks
  const initial = new Map(centres.map((centre) => [centre.slug, load(centre)]));
  const simulated = centres.map((centre) =>
    simCentreFrom({
      centreKey: centre.propertyApiKey,
      timeZone: centre.timeZone,
      stories: initial.get(centre.slug) ?? [],
    }),
  );
  const cms = await startStoryblokSandbox({
    spaces: centres.map((centre) => ({
      spaceId: centre.cms.spaceId,
      name: centre.slug,
      publicToken: centre.cms.accessToken,
      previewToken: centre.cms.previewToken,
      assetDir: join(contentRoot, centre.slug, 'assets'),
      loadStories: () => {
        const first = initial.get(centre.slug);
        initial.delete(centre.slug);
        return first ?? load(centre);
      },
    })),
  });
  const api = config.integrations.propertyApi;
  const credentials = {
    clientId: api.clientId || DEMO_PROPERTY_API_CLIENT.clientId,
    clientSecret: api.clientSecret || DEMO_PROPERTY_API_CLIENT.clientSecret,
  };
  let propertyApi: PropertyApiSandbox;
  try {
    propertyApi = await startPropertyApiSandbox({
      ...credentials,
      now: today,
      centres: simulated,
    });
  } catch (error) {
    await cms.close();
    throw error;
  }
  const captchaKeys = {
    siteKey: config.integrations.captcha.siteKey || DEMO_CAPTCHA.siteKey,
    secret: config.integrations.captcha.secret || DEMO_CAPTCHA.secret,
  };
  let captcha: CaptchaSandbox;
  try {
    captcha = await startCaptchaSandbox({ secret: captchaKeys.secret, now: today });
  } catch (error) {
    await Promise.all([cms.close(), propertyApi.close()]);
    throw error;
  }
  let sftp: SftpSandbox;
  const sftpFolder = sftpSandboxFolder(config);
  try {
    sftp = await startSftpSandbox({ root: sftpFolder.path });
  } catch (error) {
    await Promise.all([cms.close(), propertyApi.close(), captcha.close()]);
    throw error;
  }
  const dynamoConfig = config.integrations.dynamo;
  const dynamoFolder = dynamoConfig.endpoint ? undefined : await dynamoSandboxFolder(config);
  let dynamo: DynamoSandbox | undefined;
  try {
    dynamo = dynamoFolder ? await startDynamoSandbox({ dataDir: dynamoFolder.path }) : undefined;
  } catch (error) {
    await Promise.all([cms.close(), propertyApi.close(), captcha.close(), sftp.close()]);
    throw error;
  }
  const others = [cms, propertyApi, captcha, sftp, ...(dynamo ? [dynamo] : [])];
  let booking: { simplybook: SimplybookSandbox; stripe: StripeSandbox };
  const simplybookFolder = simplybookSandboxFolder(config);
  try {
    booking = await startBookingSandboxes(config, today, simplybookFolder.path);
  } catch (error) {
    await Promise.all(others.map((sandbox) => sandbox.close()));
    simplybookFolder.release();
    throw error;
  }
  const { simplybook, stripe } = booking;
  let vivenu: VivenuSandbox;
  try {
    vivenu = await startVivenuSandbox({
      now: today,
      sellers: centres.map((centre) => ({
        centre: centre.slug,
        ...(centre.ticketing ?? demoSeller(centre.slug)),
        timeZone: centre.timeZone,
      })),
    });
  } catch (error) {
    await Promise.all([...others, simplybook, stripe].map((sandbox) => sandbox.close()));
    simplybookFolder.release();
    throw error;
  }
  let tagManager: TagManagerSandbox;
  try {
    tagManager = await startTagManagerSandbox({ now: today });
  } catch (error) {
    await Promise.all([...others, simplybook, stripe, vivenu].map((sandbox) => sandbox.close()));
    throw error;
  }
  let errorTracking: ErrorTrackingSandbox;
  try {
    errorTracking = await startErrorTrackingSandbox({
      projects: [{ id: DEMO_ERROR_TRACKING.projectId, publicKey: DEMO_ERROR_TRACKING.publicKey }],
      allowedOrigin: (origin) => siteOrigin(origin, config.app.nonProductionHostSuffixes),
    });
  } catch (error) {
    await Promise.all([...others, simplybook, stripe, vivenu, tagManager].map((sandbox) => sandbox.close()));
    throw error;
  }
  const endpoints: SandboxEndpoints = {
    cms: { url: cms.url, apiEndpoint: cms.apiEndpoint },
    propertyApi: { url: propertyApi.url, ...credentials },
    captcha: { verifyUrl: captcha.verifyUrl, ...captchaKeys },
    sftp: { host: sftp.host, port: sftp.port, username: sftp.username, privateKey: sftp.privateKey },
    ...(dynamo ? { dynamo: { endpoint: dynamo.endpoint } } : {}),
    simplybook: { url: simplybook.url },
    stripe: { url: stripe.url, secretKey: config.integrations.keys.stripeSecretKey || DEMO_STRIPE.secretKey },
    vivenu: { url: vivenu.url, coreUrl: vivenu.coreUrl, seatingUrl: vivenu.seatingUrl },
    tagManager: { scriptUrl: tagManager.scriptUrl, url: tagManager.url },
    errorTracking: {
      dsn: errorTracking.dsn(DEMO_ERROR_TRACKING.projectId),
      eventsUrl: `${errorTracking.url}/__sandbox/events`,
    },
  };
  const pointed = pointAtSandboxes(config, endpoints);
  return {
    config: pointed,
    endpoints,
    cms,
    propertyApi,
    captcha,
    sftp,
    dynamo,
    simplybook,
    stripe,
    vivenu,
    tagManager,
    errorTracking,
    close: async () => {
      await Promise.all(
        [...others, simplybook, stripe, vivenu, tagManager, errorTracking].map((sandbox) => sandbox.close()),
      );
      sftpFolder.release();
      dynamoFolder?.release();
      simplybookFolder.release();
    },
  };
}

/**
 * SimplyBook (one company per centre: its configured login and keys, else the slug and the demo keys; its
 * diaries kept in `dataDir` across restarts) and Stripe (the configured secret key, else the demo one), on the sandbox clock; a failure closes what started.
 */
async function startBookingSandboxes(
  config: Configuration,
  now: () => Date,
  dataDir: string,
): Promise<{ simplybook: SimplybookSandbox; stripe: StripeSandbox }> {
  const simplybook = await startSimplybookSandbox({
    now,
    dataDir,
    companies: config.centres.centres.map((centre) => ({
      login: centre.booking?.companyLogin ?? centre.slug,
      apiKey: centre.booking?.apiKey ?? DEMO_SIMPLYBOOK.apiKey,
      secretKey: centre.booking?.secretKey ?? DEMO_SIMPLYBOOK.secretKey,
      timeZone: centre.timeZone,
    })),
  });
  try {
    const stripe = await startStripeSandbox({
      secretKey: config.integrations.keys.stripeSecretKey || DEMO_STRIPE.secretKey,
      publishableKey: config.integrations.keys.stripePublishableKey || DEMO_STRIPE.publishableKey,
      now,
    });
    return { simplybook, stripe };
  } catch (error) {
    await simplybook.close();
    throw error;
  }
}

/** The demo and test site's origins (`<centre>.localhost:<port>`, loopback), which the collector answers CORS for. */
function siteOrigin(origin: string, suffixes: string[]): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === '127.0.0.1' || suffixes.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
  } catch {
    return false;
  }
}
