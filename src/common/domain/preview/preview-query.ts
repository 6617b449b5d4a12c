/**
 * The visual editor's preview query (contracts.md §1): the `_storyblok*` parameters the CMS adds to the URL it
 * frames. In preview every in-site link and every request for content-derived data carries them, so an editor
 * stays in preview while clicking through the site (docs/editor.md). The server verifies them on every request.
 */

/** A parameter the editor's frame added (`_storyblok`, `_storyblok_tk[token]`, `_storyblok_release` ...). */
export function isPreviewParam(name: string): boolean {
  return /^_storyblok/.test(name);
}

/** The preview parameters of a query string (with or without its '?'), in their order, encoded; '' when none. */
export function previewQueryOf(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (isPreviewParam(name)) kept.append(name, value);
  return kept.toString();
}

/**
 * An in-site href (`/stores`, `/stores?x=1#top`): a path of this site, not another site's (`//host`, `/\host`),
 * and not a built asset or the site's API, whose answers do not depend on preview.
 */
export function isInSiteHref(href: string): boolean {
  return /^\/(?![/\\])/.test(href) && !/^\/(assets|static)(\/|$)/.test(href);
}

/**
 * The href with the preview query added, replacing any preview parameters it had; external links, mail, phone
 * and fragment-only links are returned unchanged.
 */
export function withPreviewQuery(href: string, previewQuery: string): string {
  if (!previewQuery || !isInSiteHref(href)) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const own = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  const kept = [...own].filter(([name]) => !isPreviewParam(name));
  const query = [new URLSearchParams(kept).toString(), previewQuery].filter(Boolean).join('&');
  return `${path}?${query}${hash}`;
}

/**
 * The rendered document with the preview query on the href of every in-site anchor (`<a ... href="/...">`): the
 * page's links as a browser without JavaScript follows them. Attribute values stay escaped as React writes them.
 */
export function withPreviewLinks(html: string, previewQuery: string): string {
  if (!previewQuery) return html;
  return html.replace(/<a\b[^>]*>/g, (tag) =>
    tag.replace(/(\shref=")([^"]*)(")/, (whole, open: string, href: string, close: string) => {
      const plain = unescapeAttribute(href);
      if (!isInSiteHref(plain)) return whole;
      return `${open}${escapeAttribute(withPreviewQuery(plain, previewQuery))}${close}`;
    }),
  );
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
