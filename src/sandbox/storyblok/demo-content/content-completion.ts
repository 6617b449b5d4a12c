/**
 * Fills in what the CMS always sends but authors need not write: a `_uid` on every blok (derived from
 * its position, so it is stable across runs), the bookkeeping fields of assets and multilinks, and the
 * target story's uuid as the `id` of story links. Runs on checked content only, in place.
 */
import { isRecord } from './check-context';
import { storyLinkTargets } from './content-locations';
import { blokKey, numericIdFor, uuidFor } from './story-identity';

export interface CompletionContext {
  spaceId: string;
  fullSlug: string;
  uuidOf(fullSlug: string): string | undefined;
}

export function completeContent(node: unknown, at: string, ctx: CompletionContext): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => completeContent(item, `${at}[${index}]`, ctx));
    return;
  }
  if (!isRecord(node)) return;
  if (typeof node.component === 'string' && typeof node._uid !== 'string') {
    node._uid = uuidFor(blokKey(ctx.spaceId, ctx.fullSlug, at));
  }
  if (typeof node.filename === 'string' && !('linktype' in node)) completeAsset(node);
  if (typeof node.linktype === 'string') completeLink(node, ctx);
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'object') completeContent(value, `${at}.${key}`, ctx);
  }
}

function completeAsset(asset: Record<string, unknown>): void {
  asset.id ??= asset.filename === '' ? null : numericIdFor(String(asset.filename));
  asset.alt ??= null;
  asset.name ??= '';
  asset.title ??= '';
  asset.focus ??= '';
  asset.copyright ??= '';
  asset.fieldtype ??= 'asset';
}

function completeLink(link: Record<string, unknown>, ctx: CompletionContext): void {
  link.fieldtype ??= 'multilink';
  link.url ??= '';
  link.cached_url ??= link.linktype === 'url' ? link.url : '';
  if (link.linktype === 'story' && link.id === undefined) {
    const target = storyLinkTargets(String(link.cached_url)).find((slug) => ctx.uuidOf(slug) !== undefined);
    link.id = target ? ctx.uuidOf(target) : '';
  }
  link.id ??= '';
}
