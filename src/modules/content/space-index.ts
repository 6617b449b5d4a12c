import type { LinkEntry } from './content.port';

/** The link index of a space, looked up by full slug and by numeric id. Plain data, so it can be cached. */
export interface SpaceIndex {
  bySlug: Record<string, LinkEntry>;
  byId: Record<string, LinkEntry>;
}

export function buildSpaceIndex(links: LinkEntry[]): SpaceIndex {
  const index: SpaceIndex = { bySlug: {}, byId: {} };
  for (const link of links) {
    if (link.isFolder) continue;
    index.bySlug[link.fullSlug.replace(/\/$/, '')] = link;
    index.byId[String(link.id)] = link;
  }
  return index;
}

export function hasStory(index: SpaceIndex, fullSlug: string): boolean {
  return Object.prototype.hasOwnProperty.call(index.bySlug, fullSlug);
}
