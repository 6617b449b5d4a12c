import { isInSiteHref, withPreviewQuery } from '../../../src/common/domain/preview/preview-query';
import type { Transport } from '../../app/transport';

/** The site's content-derived APIs: their answers differ between drafts and published content. */
const CONTENT_APIS = /^\/api\/page(\/|\?|$)/;

/** The URL with the preview query appended (another query of its own is kept). */
function withQuery(url: string, previewQuery: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${previewQuery}`;
}

/**
 * In the editor's preview, page-data requests carry the verified preview query, so the server answers drafts
 * (docs/editor.md); every other request, and every request of a visitor, is sent as it is.
 */
export function previewTransport(transport: Transport, previewQuery: string | undefined): Transport {
  if (!previewQuery) return transport;
  const sign = (url: string) => (CONTENT_APIS.test(url) ? withQuery(url, previewQuery) : url);
  return {
    getJson: (url, options) => transport.getJson(sign(url), options),
    postJson: (url, body, options) => transport.postJson(sign(url), body, options),
  };
}

/**
 * Keeps the preview query on every in-site link of the document as the page re-renders (a live update, a client
 * navigation): the server wrote it on the links of the first render; React writes new links without it.
 */
export function keepPreviewLinks(root: Document, previewQuery: string): MutationObserver {
  const fix = (anchor: Element) => {
    const href = anchor.getAttribute('href');
    if (href === null || !isInSiteHref(href)) return;
    const kept = withPreviewQuery(href, previewQuery);
    if (kept !== href) anchor.setAttribute('href', kept);
  };
  const fixAll = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches('a[href]')) fix(node);
    node.querySelectorAll('a[href]').forEach(fix);
  };
  fixAll(root.documentElement);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') fixAll(record.target);
      else record.addedNodes.forEach(fixAll);
    }
  });
  observer.observe(root.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  return observer;
}
