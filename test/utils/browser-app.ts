import { BrowserSession, openBrowser } from './browser';
import { startTestApp, TestApp, TestAppOptions } from './test-app';

export interface BrowserApp {
  app: TestApp;
  browser: BrowserSession;
}

/**
 * One app (with its sandboxes) and one Chromium for a browser test file: started before its tests, stopped
 * after them. Read `app` and `browser` inside tests (they are set once `beforeAll` has run).
 */
export function useBrowserApp(options: TestAppOptions = {}): BrowserApp {
  const handle = {} as BrowserApp;
  beforeAll(async () => {
    handle.app = await startTestApp(options);
    handle.browser = await openBrowser();
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.app?.close();
  });
  return handle;
}
