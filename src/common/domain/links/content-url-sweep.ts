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
  if (Array.isArray(content)) {
    let copy: unknown[] | undefined;
    content.forEach((item, index) => {
      const next = dropRefusedUrls(item, onDrop, join(field, String(index)));
      if (next !== item) (copy ??= [...content])[index] = next;
    });
    return (copy ?? content) as T;
  }
  if (!content || typeof content !== 'object') return content;
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(content)) {
    const at = join(field, key);
    let next = value;
    if (typeof value === 'string' && URL_TEXT_FIELDS.has(key)) {
      const verdict = judgeContentUrl(value);
      if (verdict.kind === 'refused') {
        onDrop({ field: at, reason: verdict.reason });
        next = '';
      }
    } else if (value && typeof value === 'object') next = dropRefusedUrls(value, onDrop, at);
    if (next !== value) (copy ??= { ...(content as Record<string, unknown>) })[key] = next;
  }
  return (copy ?? content) as T;
}

function join(field: string, key: string): string {
  return field === '' ? key : `${field}.${key}`;
}

/** A story with `dropRefusedUrls` applied to its content (the same story when nothing was dropped). */
export function withoutRefusedUrls<S extends { content: unknown }>(story: S, onDrop: (dropped: DroppedUrl) => void): S {
  const content = dropRefusedUrls(story.content, onDrop);
  return content === story.content ? story : { ...story, content };
}
