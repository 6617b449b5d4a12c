import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useRootStore } from './root-store-context';
import { serializeState } from './serialize-state';
import { pageContainerScript, TAG_MANAGER_META } from '../../src/common/domain/analytics/tag-manager';

export const STATE_ELEMENT_ID = '__ATRIUM_STATE__';

interface DocumentProps {
  children: ReactNode;
  /**
   * The serialised initial state, already escaped for a script element: the whole page's (`__ATRIUM_STATE__`) when
   * the document hydrates as one root, else what the page's islands share (`__ATRIUM_ISLANDS__`, decision 0013).
   */
  serializedState: string;
  stateElementId?: string;
  nonce: string;
}

/**
 * Speculation Rules: an in-site page the visitor shows intent for (hover, press) is fetched ahead, so it opens
 * from the browser's cache; the islands loader does the same by hand where the rules are not supported.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }] }, eagerness: 'moderate' }],
});

/** The whole HTML document, rendered on the server and hydrated in the browser. */
export const Document = observer(function Document({
  children,
  serializedState,
  stateElementId = STATE_ELEMENT_ID,
  nonce,
}: DocumentProps) {
  const store = useRootStore();
  const { head } = store.page.page;
  const { assets } = store;
  const containerScript = pageContainerScript({ ...store.env, editMode: store.editMode });
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        <link rel="canonical" href={head.canonical} />
        {head.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta property="og:type" content={head.ogType} />
        <meta property="og:title" content={head.title} />
        {head.description ? <meta property="og:description" content={head.description} /> : null}
        <meta property="og:url" content={head.canonical} />
        <meta property="og:site_name" content={store.site.centre.name} />
        <meta property="og:locale" content="en_AU" />
        {head.ogImage ? <meta property="og:image" content={head.ogImage} /> : null}
        <meta name="twitter:card" content={head.ogImage ? 'summary_large_image' : 'summary'} />
        <meta name="theme-color" content="#1d3b36" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles ? <link rel="stylesheet" href={assets.styles} /> : null}
        {/* the first paint waits for the whole header, so a slow parser never paints it half-built and then moves it */}
        <link rel="expect" href="#main" blocking="render" />
        {(store.page.page.jsonLd ?? []).map((thing, index) => (
          <script
            key={index}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeState(thing) }}
          />
        ))}
        {/* the entry module, found early although its script ends the body */}
        <link rel="modulepreload" fetchPriority="low" nonce={nonce} href={assets.entry} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {/* the analytics module in the islands loader loads it, after the visitor's consent (docs/analytics.md) */}
        {containerScript ? <meta name={TAG_MANAGER_META} content={containerScript} /> : null}
        {store.editMode ? null : (
          <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
        )}
      </head>
      <body data-centre={store.site.centre.slug}>
        <div id="app">{children}</div>
        <script
          id={stateElementId}
          type="application/json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializedState }}
        />
        {/* a module script runs once the document is parsed: the islands loader, or the editor's whole-document view */}
        <script type="module" src={assets.entry} nonce={nonce} />
      </body>
    </html>
  );
});
