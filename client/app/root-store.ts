import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AssetsModel } from './assets';
import { consoleReporter, ErrorReporter } from './error-reporter';
import type { EnvModel, InitialState, PageModel, SiteModel } from '../../src/page-model/page-state';
import type { Transport } from './transport';

export type { Transport } from './transport';

/** Loads what a page needs before it shows (the browser loads the chunks of its views). */
export type PagePreloader = (page: PageModel) => Promise<void>;

export interface PageResponse {
  page?: PageModel;
  now?: string;
  redirect?: string;
}

/** The current page, and client-side navigation through /api/page (the same resolver as the server). */
export class PageStore {
  page: PageModel;
  loading = false;
  failed = false;
  private controller?: AbortController;

  constructor(
    page: PageModel,
    private readonly root: RootStore,
    private readonly transport: Transport,
    private readonly preload: PagePreloader = async () => {},
  ) {
    this.page = page;
    // the page is replaced whole (navigation, live preview), never changed in place: a reference is enough,
    // and the server does not make every request's page model deeply observable
    makeAutoObservable<PageStore, 'controller' | 'root' | 'transport' | 'preload'>(
      this,
      { page: observableRef, controller: false, root: false, transport: false, preload: false },
      { autoBind: true },
    );
  }

  /** Replaces the page (the editor's live preview). */
  replace(page: PageModel): void {
    this.page = page;
  }

  /** Loads the page for a path (with query). Returns a redirect location when the server answers one. */
  async load(pathWithQuery: string): Promise<string | undefined> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.failed = false;
    try {
      const response = await this.transport.getJson<PageResponse>(`/api/page?path=${encodeURIComponent(pathWithQuery)}`, {
        signal: controller.signal,
        allowNotFound: true,
      });
      if (controller.signal.aborted) return undefined;
      // the new page's views load before it replaces the old one: no blank flash while a chunk arrives
      if (response.page) await this.preload(response.page).catch(() => undefined);
      if (controller.signal.aborted) return undefined;
      runInAction(() => {
        if (response.page) this.page = response.page;
        if (response.now) this.root.setNow(new Date(response.now));
        this.loading = false;
      });
      return response.redirect;
    } catch {
      if (!controller.signal.aborted) runInAction(() => ((this.loading = false), (this.failed = true)));
      return undefined;
    }
  }
}

/** UI state shared across components (menus, overlays). */
export class UiStore {
  menuOpen = false;
  searchOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setMenuOpen(open: boolean): void {
    this.menuOpen = open;
  }

  setSearchOpen(open: boolean): void {
    this.searchOpen = open;
  }
}

/** One per request on the server and one per page load in the browser; never shared between requests. */
export class RootStore {
  readonly site: SiteModel;
  readonly env: EnvModel;
  readonly editMode: boolean;
  /** editors only: the verified preview query in-site navigation keeps (docs/editor.md) */
  readonly previewQuery?: string;
  readonly assets: AssetsModel;
  readonly page: PageStore;
  readonly ui = new UiStore();
  /** how live widgets and forms reach the server (never used while rendering on the server) */
  readonly transport: Transport;
  /** where problems the visitor does not see are reported */
  readonly reporter: ErrorReporter;
  now: Date;

  constructor(
    state: InitialState & { assets: AssetsModel },
    transport: Transport,
    preload?: PagePreloader,
    reporter: ErrorReporter = consoleReporter,
  ) {
    this.transport = transport;
    this.reporter = reporter;
    this.site = state.site;
    this.env = state.env;
    this.editMode = state.editMode;
    this.previewQuery = state.editMode ? state.previewQuery : undefined;
    this.assets = state.assets;
    this.now = new Date(state.now);
    this.page = new PageStore(state.page, this, transport, preload);
    makeAutoObservable<RootStore>(this, { site: false, env: false, editMode: false, assets: false, page: false, ui: false, transport: false, reporter: false }, { autoBind: true });
  }

  setNow(now: Date): void {
    this.now = now;
  }
}
