import { join } from 'node:path';
import type { Configuration } from '../../config/configuration';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { projectRoot } from '../common/server/files/project-root';
import { startPropertyApiSandbox, type PropertyApiSandbox } from './property-api/property-api-sandbox';
import { simCentreFrom } from './property-api/sim-centres';
import { loadDemoSpace } from './storyblok/demo-content/load-demo-space';
import { startStoryblokSandbox, StoryblokSandbox } from './storyblok/storyblok-sandbox';

/** Token of the cache-admin endpoint in demo and test modes when none is configured. */
export const DEMO_WEBHOOK_TOKEN = 'demo-webhook-token';

/** Client credentials of the property data sandbox when none are configured. */
export const DEMO_PROPERTY_API_CLIENT = { clientId: 'demo-property-client', clientSecret: 'demo-property-secret' };

export interface RunningSandboxes {
  /** the configuration pointed at the sandboxes */
  config: Configuration;
  cms: StoryblokSandbox;
  /** the property data API: traffic, parking, time to park, wellbeing (docs/property-data-api.md) */
  propertyApi: PropertyApiSandbox;
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
  const pointed: Configuration = {
    ...config,
    content: {
      ...config.content,
      endpoint: cms.apiEndpoint,
      assetBaseUrl: cms.url,
      webhookToken: config.content.webhookToken || DEMO_WEBHOOK_TOKEN,
    },
    integrations: { ...config.integrations, propertyApi: { ...api, ...credentials, baseUrl: propertyApi.url } },
  };
  return {
    config: pointed,
    cms,
    propertyApi,
    close: async () => {
      await Promise.all([cms.close(), propertyApi.close()]);
    },
  };
}
