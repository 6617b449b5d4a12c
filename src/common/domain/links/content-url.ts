/**
 * The one rule for every URL that comes from content or a form and is rendered (a link, a button, an image,
 * a video or an embed): it is http(s), mailto or tel, or a path of the site. Anything else (javascript:,
 * data:, vbscript:, file:, a protocol-relative `//host`, ...) is dropped and never rendered
 * (docs/content-model.md "URLs from content"). Browsers and server share it: mappers run in both.
 */
export type ContentUrlVerdict =
  | { kind: 'empty' }
  | { kind: 'allowed'; url: string }
  /** `reason` names the kind of URL (a scheme or 'protocol-relative'), never the URL: it goes to logs */
  | { kind: 'refused'; reason: string };

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * What a browser ignores when it reads a URL: ASCII control characters and whitespace anywhere (it strips tabs
 * and line breaks inside a URL, and controls and spaces around it), so `java\tscript:` is `javascript:`.
 * Unicode spaces and zero-width characters go too: a URL from content never needs them.
 */
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Judges a URL from content: empty, allowed (with the characters browsers ignore removed) or refused. */
export function judgeContentUrl(raw: unknown): ContentUrlVerdict {
  if (typeof raw !== 'string') return { kind: 'empty' };
  const url = raw.replace(IGNORED, '');
  if (url === '') return { kind: 'empty' };
  // a backslash is a slash to a browser reading a web address: `/\host` and `\\host` leave the site too
  if (/^[/\\]{2}/.test(url)) return { kind: 'refused', reason: 'protocol-relative' };
  // `www.example.com` becomes an http link (spec 1 §5); its colon (a port) is no scheme
  if (/^www\./i.test(url)) return { kind: 'allowed', url };
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || ALLOWED_SCHEMES.has(scheme)) return { kind: 'allowed', url };
  return { kind: 'refused', reason: scheme.length <= 20 ? `${scheme}:` : 'unknown scheme' };
}

/** The URL when the rule allows it; undefined when it is empty or refused. */
export function safeContentUrl(raw: unknown): string | undefined {
  const verdict = judgeContentUrl(raw);
  return verdict.kind === 'allowed' ? verdict.url : undefined;
}
