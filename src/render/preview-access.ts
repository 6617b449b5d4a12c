import { createHash, timingSafeEqual } from 'node:crypto';
import type { CentreConfig } from '../../config/centres.config';

/** How long a visual-editor link stays valid (contracts.md §1: timestamp within the last hour). */
export const PREVIEW_WINDOW_SECONDS = 3600;

type Query = Record<string, unknown>;

/** Reads `_storyblok_tk[...]` whether the query parser nested it or kept the flat key. */
function editorParam(query: Query, name: string): string {
  const nested = query['_storyblok_tk'];
  if (nested && typeof nested === 'object') {
    const value = (nested as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  const flat = query[`_storyblok_tk[${name}]`];
  return typeof flat === 'string' ? flat : '';
}

/**
 * contracts.md §1: the CMS visual editor opens the site with `_storyblok_tk` parameters; the request is an
 * editor's when sha1(space_id:previewToken:timestamp) matches and the timestamp is less than an hour old.
 */
export function isEditorRequest(query: Query, centre: CentreConfig, nowMs: number): boolean {
  if (query['_storyblok'] === undefined && editorParam(query, 'token') === '') return false;
  const spaceId = editorParam(query, 'space_id');
  const timestamp = editorParam(query, 'timestamp');
  const token = editorParam(query, 'token');
  if (!spaceId || !timestamp || !token || spaceId !== centre.cms.spaceId || !centre.cms.previewToken) return false;
  const seconds = Number(timestamp);
  if (!Number.isFinite(seconds) || seconds <= nowMs / 1000 - PREVIEW_WINDOW_SECONDS || seconds > nowMs / 1000 + 300)
    return false;
  const expected = createHash('sha1').update(`${spaceId}:${centre.cms.previewToken}:${timestamp}`).digest('hex');
  return expected.length === token.length && timingSafeEqual(Buffer.from(expected), Buffer.from(token));
}
