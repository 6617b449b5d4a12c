import { analyticsAllowed } from '../../../src/common/domain/analytics/consent';
import { ImpressionGrouper } from '../../../src/common/domain/analytics/impressions';
import { clickEventFor, TRACK_ATTRIBUTES, trackedItemFrom } from '../../../src/common/domain/analytics/site-events';
import { gtmStartEvent, TAG_MANAGER_META } from '../../../src/common/domain/analytics/tag-manager';
import { browserConsent } from '../tracking/consent';
import { dataLayer, pushToDataLayer } from '../tracking/data-layer';

/**
 * The page's analytics (docs/analytics.md), part of the islands loader so it costs no request of its own: Consent
 * Mode's default first, then the tag manager's container when the centre has one and the visitor has not opted
 * out, then tile impressions and card and banner clicks read from the `data-track-*` attributes the server
 * renders. Islands push their own events (forms, search, gift guide, booking) through the same data layer.
 */
const TILES = `[${TRACK_ATTRIBUTES.kind}="tile"]`;

/** Consent Mode commands must be the `arguments` object, as gtag.js pushes them. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

const itemOf = (element: Element) => trackedItemFrom((name) => element.getAttribute(name));

export function startAnalytics(): void {
  const consent = browserConsent();
  gtag('consent', 'default', consent);
  if (!analyticsAllowed(consent)) {
    document.documentElement.dataset.analytics = 'denied';
    return;
  }
  const container = document.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content;
  if (container) {
    dataLayer().push(gtmStartEvent(Date.now()));
    const script = document.createElement('script');
    script.async = true;
    script.src = container;
    document.head.append(script);
  }
  const grouper = new ImpressionGrouper({ push: pushToDataLayer });
  if (typeof IntersectionObserver === 'function') {
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          const item = itemOf(entry.target);
          if (item) grouper.seeing(item);
        }
      },
      { threshold: 0.5 },
    );
    const watch = (root: ParentNode) => root.querySelectorAll(TILES).forEach((tile) => seen.observe(tile));
    watch(document);
    // tiles an island adds later (a filter, 'load more') count too
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) {
            if (node.matches(TILES)) seen.observe(node);
            watch(node);
          }
    }).observe(document.body, { childList: true, subtree: true });
  }
  document.addEventListener(
    'click',
    (event) => {
      const element = (event.target as Element | null)?.closest?.(`[${TRACK_ATTRIBUTES.kind}]`);
      const item = element && itemOf(element);
      if (item) pushToDataLayer(clickEventFor(item));
    },
    { capture: true, passive: true },
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') grouper.flush();
  });
}
