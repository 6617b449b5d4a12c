import { deepFreeze } from '../cms/frozen-content';
import { judgeContentUrl } from './content-url';

/** A URL the sweep took out of content: where it was (a field path, no value) and what kind of URL it was. */
export interface DroppedUrl {
  /** e.g. `body.2.buttons.0.link.url` */
  field: string;
  /** e.g. `javascript:` or `protocol-relative` */
  reason: string;
}

/** Fields of a blok that hold a URL as plain text (a video file, a video page, an embed, a website). */
const URL_TEXT_FIELDS = new Set(['url', 'cached_url', 'href', 'filename', 'website', 'video', 'mobileVideo', 'src']);

/**
 * Takes every URL the rule of content-url.ts refuses out of CMS content before it is mapped, so that no block,
 * card or page can render it: multilinks (`url`, `cached_url`), assets (`filename`), rich text links
 * (`attrs.href`) and the blok fields that hold a URL as text. A refused URL becomes '' (the link, image or
 * video is then absent) and is told to `onDrop`. The content is never changed in place: what changed is copied.
 */
export function dropRefusedUrls<T>(content: T, onDrop: (dropped: DroppedUrl) => void, field = ''): T {
  return sweepPart(content, onDrop, field === '' ? [] : [field]);
}

/**
 * Frozen content cannot change, so its sweep is done once and remembered with it: the cache shares one frozen
 * parse of a large entry between requests (src/modules/cache/stored-json.ts), and each request then gets the same
 * swept value and hears of the same dropped URLs.
 */
const frozenSweeps = new WeakMap<object, { swept: unknown; dropped: DroppedUrl[] }>();

/** A part of the content at `path`: swept once if it is frozen (and remembered), otherwise walked. */
function sweepPart<T>(content: T, onDrop: (dropped: DroppedUrl) => void, path: string[]): T {
  if (!content || typeof content !== 'object' || !Object.isFrozen(content)) return sweep(content, onDrop, path);
  let known = frozenSweeps.get(content);
  if (!known) {
    const dropped: DroppedUrl[] = [];
    // inside a frozen part everything is frozen: remembered once, here, not at every level below
    known = { swept: deepFreeze(sweep(content, (url) => dropped.push(url), [], false)), dropped };
    frozenSweeps.set(content, known);
  }
  const prefix = path.join('.');
  for (const url of known.dropped) onDrop(prefix === '' ? url : { ...url, field: `${prefix}.${url.field}` });
  return known.swept as T;
}

/**
 * The walk, on every request's content: the field path is a stack of keys joined only for a URL it drops (building
 * a path string for every field was most of the sweep's time, issue 12 part 6).
 */
function sweep<T>(content: T, onDrop: (dropped: DroppedUrl) => void, path: string[], remember = true): T {
  if (Array.isArray(content)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < content.length; index += 1) {
      const item: unknown = content[index];
      if (!item || typeof item !== 'object') continue;
      path.push(String(index));
      const next = remember ? sweepPart(item, onDrop, path) : sweep(item, onDrop, path, false);
      path.pop();
      if (next !== item) (copy ??= [...content])[index] = next;
    }
    return (copy ?? content) as T;
  }
  if (!content || typeof content !== 'object') return content;
  let copy: Record<string, unknown> | undefined;
  for (const key in content) {
    if (!Object.prototype.hasOwnProperty.call(content, key)) continue;
    const value: unknown = (content as Record<string, unknown>)[key];
    let next = value;
    if (typeof value === 'string') {
      if (URL_TEXT_FIELDS.has(key)) {
        const verdict = judgeContentUrl(value);
        if (verdict.kind === 'refused') {
          onDrop({ field: [...path, key].join('.'), reason: verdict.reason });
          next = '';
        }
      }
    } else if (value && typeof value === 'object') {
      path.push(key);
      next = remember ? sweepPart(value, onDrop, path) : sweep(value, onDrop, path, false);
      path.pop();
    }
    if (next !== value) (copy ??= { ...(content as Record<string, unknown>) })[key] = next;
  }
  return (copy ?? content) as T;
}

/** A story with `dropRefusedUrls` applied to its content (the same story when nothing was dropped). */
export function withoutRefusedUrls<S extends { content: unknown }>(story: S, onDrop: (dropped: DroppedUrl) => void): S {
  const content = dropRefusedUrls(story.content, onDrop);
  return content === story.content ? story : { ...story, content };
}
