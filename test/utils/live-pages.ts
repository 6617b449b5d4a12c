import type { Page, Route } from 'playwright-core';
import { REPORT_PREFIX } from '../../client/app/error-reporter';
import type { BrowserApp } from './browser-app';
import { RecordedPage, VIEWPORTS, waitForHydration } from './browser';

export interface ReportingPage extends RecordedPage {
  /** console messages of the site's error reporter (problems reported, not shown to the visitor) */
  reports: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  centre?: string;
  /** runs before the page loads (route the live API, install a clock ...) */
  before?: (page: Page) => Promise<unknown>;
}

/** Opens a page of a centre, hydrated, recording what the site reports. */
export async function openReporting(
  env: BrowserApp,
  path: string,
  { viewport = VIEWPORTS.desktop, centre = 'willowvale', before }: OpenOptions = {},
): Promise<ReportingPage> {
  const recorded = await env.browser.newPage(viewport);
  const reports: string[] = [];
  recorded.page.on('console', (message) => {
    if (message.text().startsWith(REPORT_PREFIX)) reports.push(message.text());
  });
  await before?.(recorded.page);
  const response = await recorded.page.goto(`http://${env.app.host(centre)}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(recorded.page);
  return { ...recorded, reports };
}

/** A route handler answering JSON: `page.route('**\/api/parking', jsonRoute(body))`. */
export const jsonRoute =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
