import { observer } from 'mobx-react-lite';
import { NotFoundView } from '../../src/page-model/blocks/not-found/not-found.view';
import { pageViewSheets, pageViewTiming } from '../../src/page-model/pages/page-view-kinds';
import { SheetLinks } from './sheet-links';
import { Island } from '../islands/island';
import { BlockList } from './block-list';
import { useRootStore } from './root-store-context';

/** spec 1 §2.2: the single-column page: alert, header, body blocks, back-to-top, footer. */
export const PageView = observer(function PageView() {
  const store = useRootStore();
  const { page, loading } = store.page;
  const alert = page.alert ?? store.site.alert;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {alert ? <Island name="alert-banner" timing={{ when: 'interaction' }} props={{ alert }} /> : null}
      <Island name="header" timing={{ when: 'interaction', hover: true }} props={{ header: store.site.header }} />
      <main id="main" tabIndex={-1} className={`page page--${page.kind}`} aria-busy={loading || undefined}>
        {page.notFound ? <NotFoundView model={page.notFound} /> : null}
        {page.view && page.editable ? (
          <div className="page-view" {...page.editable}>
            <MainView type={page.view.type} model={page.view.model} />
          </div>
        ) : page.view ? (
          <MainView type={page.view.type} model={page.view.model} />
        ) : null}
        {page.header.length > 0 ? <BlockList blocks={page.header} /> : null}
        {!page.notFound && !page.view && !hasHeading(page) ? <h1 className="visually-hidden">{page.title}</h1> : null}
        <BlockList blocks={page.body} />
        {store.editMode && page.previewUrl ? (
          <p className="preview-url container">
            Preview URL: <a href={page.previewUrl}>{page.previewUrl}</a>
          </p>
        ) : null}
      </main>
      {loading ? (
        <div className="page-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading page</span>
        </div>
      ) : null}
      {page.hideBackTop ? null : <Island name="back-to-top" timing={{ when: 'scroll' }} props={{}} />}
      {page.hideFooter ? null : <SheetLinks names={['footer']} />}
      {page.hideFooter ? null : <Island name="footer" timing={{ when: 'interaction' }} props={{ footer: store.site.footer }} />}
    </>
  );
});

/** The main view of a foundation page, from the page-view registry: an island of its own. */
function MainView({ type, model }: { type: string; model: unknown }) {
  return (
    <>
      <SheetLinks names={pageViewSheets(type)} />
      <Island name={`view:${type}`} timing={pageViewTiming(type, model)} props={{ model }} />
    </>
  );
}

/** Blocks that render the page's h1 themselves. */
function hasHeading(page: { header: { type: string }[] }): boolean {
  return page.header.some((block) => block.type === 'page_heading');
}
