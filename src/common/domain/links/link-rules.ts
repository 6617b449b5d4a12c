import type { CmsLink } from '../cms/storyblok.types';
import { judgeContentUrl } from './content-url';

/** A link as components render it. */
export interface LinkModel {
  href: string;
  /** spec 1 §5: external links open in a new tab */
  newTab: boolean;
  external: boolean;
}

/** Folders of the CMS that have public URLs of their own (content id routes are built elsewhere). */
const STORY_PREFIXES: Array<[RegExp, string]> = [
  [/^pages\/home$/, '/'],
  [/^pages\//, '/'],
  [/^foundation\/(stores|events|offers|news|centre-info)\//, '/$1/'],
  [/^foundation\/categories\//, '/categories/'],
  [/^foundation\/gift-guide\/offers\//, '/gift-guide/offers/'],
];

/**
 * spec 1 §5 (links): a link starting with www gets http prefixed; a link with an at-sign becomes a mailto link;
 * external links open in a new tab; trailing slashes are removed and an empty path is the root. Undefined for
 * a URL the site never renders (javascript:, data:, `//host`, ...: content-url.ts).
 */
export function hrefFromText(raw: string): string | undefined {
  const verdict = judgeContentUrl(raw);
  if (verdict.kind === 'refused') return undefined;
  const text = verdict.kind === 'allowed' ? verdict.url : '';
  if (text === '') return '/';
  if (/^(https?:|mailto:|tel:)/i.test(text)) return text;
  if (/^www\./i.test(text)) return `http://${text}`;
  if (text.includes('@') && !text.startsWith('/')) return `mailto:${text}`;
  if (text.startsWith('#')) return text;
  const [pathAndQuery, hash] = text.split('#', 2);
  const [path, query] = (pathAndQuery ?? '').split('?', 2);
  const clean = `/${(path ?? '').replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return clean + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Maps a CMS multilink to a LinkModel; undefined when the link is empty. */
export function toLink(link: CmsLink | undefined | null): LinkModel | undefined {
  if (!link) return undefined;
  let href: string | undefined;
  if (link.linktype === 'email') href = link.email ? `mailto:${link.email.trim()}` : undefined;
  else if (link.linktype === 'story') href = storyHref(link.story?.full_slug ?? link.cached_url ?? '');
  else href = link.url?.trim() || link.cached_url?.trim() || undefined;
  if (!href) return undefined;
  const resolved = link.linktype === 'story' ? href : hrefFromText(href);
  if (resolved === undefined) return undefined;
  const withAnchor = link.anchor ? `${resolved}#${link.anchor}` : resolved;
  const external = isExternal(withAnchor);
  return { href: withAnchor, external, newTab: external || link.target === '_blank' };
}

/**
 * What a link leads to, in words, from its address (the words after a short link text like 'MORE INFO'): a path's
 * last part with its dashes as spaces ('/opening-hours' is 'opening hours', '/offers/12/knife-sharpening' is
 * 'knife sharpening'), the home page 'the home page', another site its host, an email address itself.
 */
export function linkSubject(href: string): string {
  if (href.startsWith('mailto:')) return href.slice('mailto:'.length);
  if (href.startsWith('tel:')) return href.slice('tel:'.length);
  if (isExternal(href)) {
    try {
      return new URL(href).hostname.replace(/^www\./, '');
    } catch {
      return href;
    }
  }
  const path = href.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter((part) => part !== '' && !/^\d+$/.test(part)).pop();
  return last ? readable(last).replace(/[-_]+/g, ' ').trim() : 'the home page';
}

function readable(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The public path of a story from its full slug. */
export function storyHref(fullSlug: string): string | undefined {
  const slug = fullSlug.trim().replace(/^\/+/, '').replace(/\/+$/, '');
  if (slug === '') return undefined;
  for (const [pattern, replacement] of STORY_PREFIXES) {
    if (pattern.test(slug)) return hrefFromText(slug.replace(pattern, replacement));
  }
  return hrefFromText(slug === 'home' ? '/' : slug);
}
