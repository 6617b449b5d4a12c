import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ErrorReporter } from '../../client/app/error-reporter';
import { RootStore } from '../../client/app/root-store';
import { RootStoreContext } from '../../client/app/root-store-context';
import { noTransport } from '../../client/app/transport';
import { weekHours } from '../../src/common/domain/hours/hours.fixtures';
import type { TradingHours } from '../../src/common/domain/hours/trading-hours';
import type { MapContext } from '../../src/page-model/blocks/block-definition';
import type { InitialState } from '../../src/page-model/page-state';

/** What a block's mapper knows in these specs: a Melbourne centre, 23 November 2026, published content. */
export function mapContext(overrides: Partial<MapContext> = {}): MapContext {
  return {
    assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
    timeZone: 'Australia/Melbourne',
    now: new Date('2026-11-23T00:00:00Z'),
    editMode: false,
    centreName: 'Willowvale',
    collections: {},
    query: {},
    queryAll: {},
    ...overrides,
  };
}

interface RenderOptions {
  centre?: string;
  timeZone?: string;
  now?: string;
  editMode?: boolean;
  hours?: TradingHours;
  /** Where the store reports problems (the console unless given). */
  reporter?: ErrorReporter;
  /** more of the centre's page-state fields (its address, for the map blocks) */
  site?: Record<string, unknown>;
  /** the browser's maps key, when the test configures one */
  mapsKey?: string;
}

/** A block's view rendered as the server renders it: inside a RootStore of the centre and a router. */
export function renderBlock(node: ReactElement, options: RenderOptions = {}): string {
  const {
    centre = 'Willowvale',
    timeZone = 'Australia/Melbourne',
    now = '2026-11-23T00:00:00Z',
    editMode = false,
    hours,
    reporter,
    site,
    mapsKey,
  } = options;
  const store = new RootStore(
    {
      site: { centre: { name: centre, timeZone, tradingHours: hours, ...site } } as unknown as InitialState['site'],
      page: { body: [] } as unknown as InitialState['page'],
      now,
      editMode,
      env: { mode: 'test', mapsKey, assetHost: mapContext().assets },
      assets: { entry: '/main.js', preload: [] },
    } as unknown as ConstructorParameters<typeof RootStore>[0],
    noTransport,
    undefined,
    reporter,
  );
  return renderToStaticMarkup(
    <RootStoreContext.Provider value={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </RootStoreContext.Provider>,
  );
}

/** What a mapper knows at Karri Ridge Outlet (Perth): the content blocks' specs read the centre's own date there. */
export const karriRidgeContext = (editMode = false): MapContext =>
  mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet', editMode });

/** A block's view rendered at Karri Ridge Outlet, open 9 to 5 every day unless `hours` says otherwise. */
export function renderAtKarriRidge(
  node: ReactElement,
  {
    editMode = false,
    now = '2026-11-23T00:00:00Z',
    hours = weekHours(Array(7).fill(['09:00', '17:00'])),
  }: Omit<RenderOptions, 'centre' | 'timeZone'> = {},
): string {
  return renderBlock(node, { centre: 'Karri Ridge Outlet', timeZone: 'Australia/Perth', editMode, now, hours });
}

/** CMS rich text of one paragraph. */
export const richText = (words: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }],
});

/** A CMS link to a story of the site. */
export const storyLink = (path: string) => ({ linktype: 'story', cached_url: path });

/** A CMS image asset (1600x900) with its alt text and, when given, its focal point. */
export const cmsImage = (name: string, alt = 'An image', focus?: string) => ({
  filename: `https://a.storyblok.com/f/1003/1600x900/ab/${name}.svg`,
  alt,
  ...(focus ? { focus } : {}),
});

/** The names of a rendered form's fields, once each. */
export const fieldNames = (out: string) => [...new Set([...out.matchAll(/ name="([^"]+)"/g)].map((match) => match[1]))];

/** A rendered select's options, as `value=label`. */
export const selectOptions = (out: string, name: string) => {
  const select = new RegExp(`<select[^>]* name="${name}"[^>]*>(.*?)</select>`).exec(out)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(
    (match) => `${match[1]}=${match[2]}`,
  );
};
