/**
 * Checks CMS assets and multilinks. Demo assets must be files of this space in the form the CMS sandbox
 * draws artwork from (`.../f/<space>/<W>x<H>/<hash>/<kind>-<label-words>.svg`), and carry alt text, so
 * a missing alt or a typo in a file name is caught here rather than on the page.
 */
import type { CmsAsset, CmsLink } from '../../../common/domain/cms/storyblok.types';
import { isRecord, shown, type CheckContext } from './check-context';
import { storyLinkTargets } from './content-locations';

export const ASSET_KINDS = ['logo', 'hero', 'feature', 'card', 'icon', 'person', 'map'] as const;
const ASSET_URL = new RegExp(
  `^https://a\\.storyblok\\.com/f/(\\d+)/(\\d+)x(\\d+)/[0-9a-f]{6,32}/(?:${ASSET_KINDS.join('|')})-[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$`,
);
const ASSET_KEYS: ReadonlySet<string> = new Set<keyof CmsAsset | string>([
  'id',
  'filename',
  'alt',
  'title',
  'focus',
  'name',
  'copyright',
  'fieldtype',
  'meta_data',
  'is_external_url',
]);
const LINK_KEYS: ReadonlySet<string> = new Set<keyof CmsLink>([
  'id',
  'linktype',
  'url',
  'cached_url',
  'email',
  'target',
  'anchor',
  'fieldtype',
  'story',
]);

function unknownKeys(value: Record<string, unknown>, known: ReadonlySet<string>, at: string, ctx: CheckContext): void {
  for (const key of Object.keys(value)) if (!known.has(key)) ctx.report(`${at}.${key}`, 'unknown field');
}

export function checkAsset(value: unknown, at: string, required: boolean, ctx: CheckContext): void {
  if (!isRecord(value) || typeof value.filename !== 'string') {
    ctx.report(at, `expected an asset { filename, alt }, got ${shown(value)}`);
    return;
  }
  unknownKeys(value, ASSET_KEYS, at, ctx);
  if (value.filename === '') {
    if (required) ctx.report(`${at}.filename`, 'a required image needs a file');
    return;
  }
  const match = ASSET_URL.exec(value.filename);
  if (!match) {
    ctx.report(
      `${at}.filename`,
      `not a demo asset URL (https://a.storyblok.com/f/<space>/<W>x<H>/<hash>/<kind>-<words>.svg): ${value.filename}`,
    );
  } else if (match[1] !== ctx.spaceId) {
    ctx.report(`${at}.filename`, `asset belongs to space ${match[1]}, not ${ctx.spaceId}`);
  }
  // alt may be '' for a decorative image, but it must be a decision, not an omission
  if (typeof value.alt !== 'string') ctx.report(`${at}.alt`, 'every image needs alt text (empty only when decorative)');
}

export function checkLink(value: unknown, at: string, ctx: CheckContext): void {
  if (!isRecord(value)) {
    ctx.report(at, `expected a link { linktype, ... }, got ${shown(value)}`);
    return;
  }
  unknownKeys(value, LINK_KEYS, at, ctx);
  if (value.target !== undefined && value.target !== '_blank' && value.target !== '_self') {
    ctx.report(`${at}.target`, `unknown target ${shown(value.target)}`);
  }
  switch (value.linktype) {
    case 'url':
    case 'asset':
      if (typeof value.url !== 'string' || value.url.trim() === '') {
        ctx.report(`${at}.url`, `a ${value.linktype} link needs a url`);
      }
      break;
    case 'email':
      if (typeof value.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(value.email)) {
        ctx.report(`${at}.email`, 'an email link needs an email address');
      }
      break;
    case 'story':
      checkStoryLink(value.cached_url, `${at}.cached_url`, ctx);
      break;
    default:
      ctx.report(`${at}.linktype`, `expected url, story, email or asset, got ${shown(value.linktype)}`);
  }
}

function checkStoryLink(cachedUrl: unknown, at: string, ctx: CheckContext): void {
  if (typeof cachedUrl !== 'string') {
    ctx.report(at, 'a story link needs cached_url (the site path, e.g. "whats-on")');
    return;
  }
  if (!storyLinkTargets(cachedUrl).some((slug) => ctx.hasStory(slug))) {
    ctx.report(at, `no story answers the site path "${cachedUrl}"`);
  }
}
