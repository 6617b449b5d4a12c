/**
 * A local, stateful stand-in for the Storyblok Content Delivery API v2 and its image service, spoken over
 * real HTTP so that the real storyblok-js-client can be pointed at it (`endpoint: sandbox.apiEndpoint`) in
 * demo and test modes. The wire contract is contracts.md §1; stories come from each space's loader.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { handleCdn } from './cdn.router';
import { handleControl } from './control.handler';
import { FaultController } from '../shared/fault-switch';
import { handleImage } from './image.handler';
import { handleFile, isFilePath } from './file.handler';
import { RequestRecorder, cdnCacheKey } from './request-log';
import { sendJson, sendPreflight } from '../shared/sandbox-http';
import { SpaceRegistry } from './space-state';
import type { StoryblokSandbox, StoryblokSandboxOptions } from './storyblok-sandbox.types';
import { listenOn } from '../shared/listen';

export type * from './storyblok-sandbox.types';

/** `..` or `.` segments (raw or percent-encoded) never name an asset or a story. */
function isTraversal(rawPath: string): boolean {
  return rawPath.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

export async function startStoryblokSandbox(options: StoryblokSandboxOptions): Promise<StoryblokSandbox> {
  const spaces = new SpaceRegistry(options.spaces);
  for (const space of spaces.all()) await space.load();
  const faults = new FaultController();
  const requests = new RequestRecorder();
  let closing: Promise<void> | undefined;

  const sandbox: Omit<StoryblokSandbox, 'url' | 'apiEndpoint'> = {
    faults,
    requests,
    editDraft: (spaceId, fullSlug, patch) => spaces.require(spaceId).editDraft(fullSlug, patch),
    publish: (spaceId, fullSlug) => spaces.require(spaceId).publish(fullSlug),
    async reload() {
      for (const space of spaces.all()) {
        await space.load();
        space.bumpCv(); // new content is a publish as far as caches are concerned
      }
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        faults.shutdown();
        server.close(() => resolve());
        server.closeAllConnections(); // also cuts requests left hanging by a fault
      });
      return closing;
    },
  };

  /** What the real edge would use as cache key (see request-log.ts); images are cached by URL. */
  function cacheKey(url: URL): string | undefined {
    if (url.pathname.startsWith('/f/')) return url.pathname;
    if (!url.pathname.startsWith('/v2/cdn/')) return undefined;
    return cdnCacheKey(url, spaces.byToken(url.searchParams.get('token') ?? undefined)?.space.cv);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/';
    if (req.method === 'OPTIONS') return sendPreflight(res);
    if (isTraversal(raw.split('?')[0])) return sendJson(res, 400, { error: 'Bad Request' });
    const url = new URL(raw, 'http://sandbox.invalid');
    if (url.pathname.startsWith('/__sandbox/')) return handleControl(req, res, url, sandbox);
    requests.record(req.method ?? 'GET', url, cacheKey(url));
    if ((await faults.apply(url.pathname, url.pathname + url.search, res)) === 'answered') return;
    const readable = req.method === 'GET' || req.method === 'HEAD';
    if (readable && url.pathname.startsWith('/v2/cdn/')) return handleCdn(res, url, spaces);
    if (isFilePath(url.pathname)) return handleFile(req, res, url, options.spaces);
    if (url.pathname.startsWith('/f/')) return handleImage(req, res, url);
    sendJson(res, 404, { error: 'Not Found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        error: `Storyblok sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listenOn(server, options.port ?? 0, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return { ...sandbox, url, apiEndpoint: `${url}/v2` };
}
