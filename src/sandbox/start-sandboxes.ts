import { join } from 'node:path';
import type { Configuration } from '../../config/configuration';
import { projectRoot } from '../common/server/files/project-root';
import { loadDemoSpace } from './storyblok/demo-content/load-demo-space';
import { startStoryblokSandbox, StoryblokSandbox } from './storyblok/storyblok-sandbox';

/** Token of the cache-admin endpoint in demo and test modes when none is configured. */
export const DEMO_WEBHOOK_TOKEN = 'demo-webhook-token';

export interface RunningSandboxes {
  /** the configuration pointed at the sandboxes */
  config: Configuration;
  cms: StoryblokSandbox;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** folder holding one content folder per centre slug (default content/demo) */
  contentRoot?: string;
  /** what "today" is for the demo content's relative dates */
  today?: () => Date;
}

/** Starts every upstream sandbox on loopback (ephemeral ports) for demo and test modes. */
export async function startSandboxes(config: Configuration, options: SandboxOptions = {}): Promise<RunningSandboxes> {
  const contentRoot = options.contentRoot ?? join(projectRoot(), 'content', 'demo');
  const today = options.today ?? (() => new Date());
  const cms = await startStoryblokSandbox({
    spaces: config.centres.centres.map((centre) => ({
      spaceId: centre.cms.spaceId,
      name: centre.slug,
      publicToken: centre.cms.accessToken,
      previewToken: centre.cms.previewToken,
      loadStories: () => loadDemoSpace({ dir: join(contentRoot, centre.slug), spaceId: centre.cms.spaceId, today: today(), timeZone: centre.timeZone }),
    })),
  });
  const pointed: Configuration = {
    ...config,
    content: {
      ...config.content,
      endpoint: cms.apiEndpoint,
      assetBaseUrl: cms.url,
      webhookToken: config.content.webhookToken || DEMO_WEBHOOK_TOKEN,
    },
  };
  return { config: pointed, cms, close: () => cms.close() };
}
