import { BrowserSession, openBrowser } from './browser';
import { startShippedApp, type RunningSite, type ShippedAppOptions } from './shipped-app';

export interface BrowserApp {
  /** the site as `npm start` serves it: production build, demo settings, page cache on (shipped-app.ts) */
  app: RunningSite;
  browser: BrowserSession;
}

/**
 * One site (the production build in its own process, its sandboxes in the test's) and one Chromium for a
 * browser test file: started before its tests, stopped after them. Read `app` and `browser` inside tests (they
 * are set once `beforeAll` has run).
 */
export function useBrowserApp(options: ShippedAppOptions = {}): BrowserApp {
  const handle = {} as BrowserApp;
  beforeAll(async () => {
    handle.app = await startShippedApp(options);
    handle.browser = await openBrowser();
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.app?.close();
  });
  return handle;
}
