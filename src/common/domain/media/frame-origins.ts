import { safeContentUrl } from '../links/content-url';

/**
 * The origins a page may frame (the CSP's frame-src): the two video players and the CMS editor.
 * The server's CSP (src/common/server/http/csp-origins.ts) builds its frame-src from this list.
 * An iframe block pointing anywhere else would be blocked by the browser, so it shows editors a note instead.
 */
export const FRAMEABLE_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://app.storyblok.com',
] as const;

/** The https URL of a frameable origin, or undefined when the browser's CSP would block it. */
export function frameableUrl(raw: string | undefined | null): string | undefined {
  const text = safeContentUrl(raw);
  if (!text || !/^https:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    return (FRAMEABLE_ORIGINS as readonly string[]).includes(url.origin) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
