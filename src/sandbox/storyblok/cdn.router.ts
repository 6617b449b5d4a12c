/**
 * Routes /v2/cdn/* to its handler (contracts.md §1). Tolerates the js-client's headers and bracketed,
 * URL-encoded query keys; `cv` is accepted whatever its value, like the CDN; unknown paths answer 404.
 */
import type { ServerResponse } from 'node:http';
import { getSpace, listDatasourceEntries, listLinks, listTags } from './cdn-space.handler';
import { getStory, listStories } from './cdn-stories.handler';
import { SandboxQueryError, parseNestedQuery } from './nested-query';
import { sendJson } from '../shared/sandbox-http';
import { RECORD_NOT_FOUND } from './cdn-not-found';
import type { SpaceRegistry } from './space-state';

type Handler = (res: ServerResponse, query: ReturnType<typeof parseNestedQuery>, spaces: SpaceRegistry) => void;

// A Map, so that a path like `constructor` cannot reach Object.prototype.
const ROUTES = new Map<string, Handler>([
  ['stories', listStories],
  ['spaces/me', getSpace],
  ['links', listLinks],
  ['tags', listTags],
  ['datasource_entries', (res, query, spaces) => listDatasourceEntries(res, query, spaces, 'datasource_entries')],
  ['datasources', (res, query, spaces) => listDatasourceEntries(res, query, spaces, 'datasources')],
]);

/** Percent-decodes a slug path; undefined when it is not valid UTF-8 escapes. */
function decodePath(path: string): string | undefined {
  try {
    return path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

export function handleCdn(res: ServerResponse, url: URL, spaces: SpaceRegistry): void {
  const rest = url.pathname.slice('/v2/cdn/'.length);
  const query = parseNestedQuery(url.searchParams);
  try {
    const route = ROUTES.get(rest.replace(/\/$/, ''));
    if (route) return route(res, query, spaces);
    if (rest.startsWith('stories/')) {
      const key = decodePath(rest.slice('stories/'.length));
      if (key !== undefined) return getStory(res, query, key, spaces);
    }
    sendJson(res, 404, RECORD_NOT_FOUND);
  } catch (error) {
    if (error instanceof SandboxQueryError) sendJson(res, error.status, { error: error.message });
    else throw error;
  }
}
