import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import {
  DEFAULT_PARKING_THRESHOLDS,
  THRESHOLD_INVALID_MESSAGE,
  THRESHOLD_MISSING_MESSAGE,
} from '../../../src/common/domain/live/parking-bands';
import { RootStore } from '../../app/root-store';
import { RootStoreContext } from '../../app/root-store-context';
import type { InitialState } from '../../../src/page-model/page-state';
import { noTransport } from '../../app/transport';
import type { MapContext } from '../../../src/page-model/blocks/block-definition';
import type { Collections } from '../../../src/page-model/collections';
import { imageTextRowParkingBlock } from '../../../src/page-model/blocks/image-text-row-parking/image-text-row-parking.block';
import { ImageTextRowParkingView } from '../../../src/page-model/blocks/image-text-row-parking/image-text-row-parking.view';
import { parkingTotalBlock } from '../../../src/page-model/blocks/parking-total/parking-total.block';
import { ParkingTotalView } from '../../../src/page-model/blocks/parking-total/parking-total.view';
import { ParkingStatusView } from './parking-status-view';

const story = (full_slug: string, content: Record<string, unknown>) =>
  ({ full_slug, name: String(content.name ?? full_slug), content }) as unknown as CmsStory;
const BANDS = { plentyFrom: 0, plentyTo: 55, moderateFrom: 56, moderateTo: 85, limitedFrom: 86, limitedTo: 100 };
const collections = (threshold: Record<string, unknown> | null = BANDS): Collections =>
  ({
    parkingThreshold: threshold
      ? [story('global/parking-threshold', { component: 'parking_threshold', ...threshold })]
      : [],
    parkingRegions: [
      story('foundation/parking-regions/station-street', {
        component: 'parking_region',
        name: 'Station Street Car Park',
        region_id: 'WLV-P1',
      }),
      story('foundation/parking-regions/fresh-food', {
        component: 'parking_region',
        name: 'Fresh Food Undercover Parking',
        region_id: 'WLV-P4',
        overrideText: 'Three hours free for fresh food shoppers',
        overrideStatus: 'OPEN',
      }),
      story('foundation/parking-regions/old', { component: 'parking_region', name: 'Old Deck', region_id: ' ' }),
      story('foundation/parking-regions/civic', {
        component: 'parking_region',
        name: 'Civic Plaza',
        region_id: 'WLV-P2',
        overrideText: 'Closed for resurfacing',
        overrideStatus: 'CLOSED',
      }),
    ],
  }) as Collections;

const ctx = (extra: Partial<MapContext> = {}): MapContext => ({
  assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
  timeZone: 'Australia/Melbourne',
  now: new Date('2026-11-23T00:00:00Z'),
  editMode: false,
  centreName: 'Willowvale',
  collections: collections(),
  query: {},
  ...extra,
});

function html(node: ReactElement): string {
  const store = new RootStore(
    {
      site: { centre: { name: 'Willowvale' } } as InitialState['site'],
      page: { body: [] } as unknown as InitialState['page'],
      now: '2026-11-23T00:00:00Z',
      editMode: false,
      env: { mode: 'test', assetHost: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' } },
      assets: { entry: '/main.js', preload: [] },
    },
    noTransport,
    undefined,
    {
      report: () => {
        throw new Error('nothing is reported while rendering on the server');
      },
    },
  );
  return renderToStaticMarkup(
    <RootStoreContext.Provider value={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </RootStoreContext.Provider>,
  );
}

describe('parking_total (spec 1 §2.14)', () => {
  it("should map the title, the link with 'Learn more' or its own text, time to park, and the centre's bands", () => {
    const link = { linktype: 'story', cached_url: 'parking' };
    expect(parkingTotalBlock.needs).toEqual(['parkingThreshold']);
    expect(
      parkingTotalBlock.map({ _uid: 't', component: 'parking_total', title: 'Parking right now', link }, ctx()),
    ).toEqual({
      title: 'Parking right now',
      link: { href: '/parking', newTab: false, external: false },
      linkText: 'Learn more',
      showTimeToPark: false,
      bands: { thresholds: BANDS },
      anchor: undefined,
    });
    const model = parkingTotalBlock.map(
      { _uid: 't', component: 'parking_total', link, linkText: 'All car parks', showTimeToPark: true },
      ctx(),
    );
    expect(model).toMatchObject({ title: 'Parking', linkText: 'All car parks', showTimeToPark: true });
  });

  it('should carry the default bands and the problem to report when the threshold content is missing or unusable', () => {
    expect(
      parkingTotalBlock.map({ _uid: 't', component: 'parking_total' }, ctx({ collections: collections(null) })).bands,
    ).toEqual({
      thresholds: DEFAULT_PARKING_THRESHOLDS,
      problem: THRESHOLD_MISSING_MESSAGE,
    });
    expect(
      parkingTotalBlock.map(
        { _uid: 't', component: 'parking_total' },
        ctx({ collections: collections({ ...BANDS, limitedTo: 90 }) }),
      ).bands,
    ).toEqual({
      thresholds: DEFAULT_PARKING_THRESHOLDS,
      problem: THRESHOLD_INVALID_MESSAGE,
    });
  });

  it("should render 'Loading...' on the server, where nothing is asked, with its title and link", () => {
    const model = parkingTotalBlock.map(
      {
        _uid: 't',
        component: 'parking_total',
        title: 'Spaces now',
        link: { linktype: 'story', cached_url: 'parking' },
      },
      ctx(),
    );
    const out = html(<ParkingTotalView model={model} />);
    expect(out).toContain('>Spaces now</h2>');
    expect(out).toContain('<p class="parking-status parking-status--pending"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>');
    expect(out).toContain('<a class="parking-total__link" href="/parking">Learn more</a>');
  });
});

describe('image_text_row_parking (spec 1 §2.14, §3)', () => {
  it('should list the CMS car parks with a region id in name order, with their overrides', () => {
    const model = imageTextRowParkingBlock.map(
      { _uid: 'r', component: 'image_text_row_parking', title: 'Car parks', showTimeToPark: true },
      ctx(),
    );
    expect(imageTextRowParkingBlock.needs).toEqual(['parkingRegions', 'parkingThreshold']);
    expect(model.regions).toEqual([
      { regionId: 'WLV-P2', name: 'Civic Plaza', override: { text: 'Closed for resurfacing', open: false } },
      {
        regionId: 'WLV-P4',
        name: 'Fresh Food Undercover Parking',
        override: { text: 'Three hours free for fresh food shoppers', open: true },
      },
      { regionId: 'WLV-P1', name: 'Station Street Car Park' },
    ]);
    expect(model).toMatchObject({
      title: 'Car parks',
      showTimeToPark: true,
      imageSide: 'left',
      bands: { thresholds: BANDS },
    });
  });

  it("should render override text at once and 'Loading...' for the live rows on the server", () => {
    const model = imageTextRowParkingBlock.map(
      { _uid: 'r', component: 'image_text_row_parking', title: 'Car parks' },
      ctx(),
    );
    const out = html(<ImageTextRowParkingView model={model} />);
    expect(out).toContain('image-text-row--no-media');
    expect(out.match(/<li class="parking-row">/g)).toHaveLength(3);
    expect(out).toContain(
      '<span class="parking-row__name">Station Street Car Park</span><p class="parking-status parking-status--pending"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>',
    );
    expect(out).toContain('parking-status--override parking-status--open');
    expect(out).toContain(
      '<span class="visually-hidden">Open: </span><span>Three hours free for fresh food shoppers</span>',
    );
    expect(out).toContain('parking-status--override parking-status--closed');
    expect(out).toContain('<span class="visually-hidden">Notice: </span><span>Closed for resurfacing</span>');
  });
});

describe('parking status view (spec 1 §4, §9)', () => {
  const render = (node: ReactElement) => renderToStaticMarkup(node);

  it('should show the band word with its icon, the percent and the bar, named by a sentence', () => {
    const out = render(
      <ParkingStatusView
        bar
        view={{
          kind: 'ready',
          value: {
            kind: 'occupancy',
            percent: 45,
            band: 'plenty',
            label: 'Plenty',
            description: 'Parking 45% full, plenty of spaces',
          },
        }}
      />,
    );
    expect(out).toContain(
      'class="parking-status parking-status--plenty" role="img" aria-label="Parking 45% full, plenty of spaces"',
    );
    expect(out).toContain('<span class="parking-bar__fill" style="width:45%"></span>');
    expect(out).toMatch(
      /<span class="parking-status__badge"><svg[^]*<\/svg>Plenty<\/span><span class="parking-status__figure">45% full<\/span>/,
    );
  });

  it('should show the time to park label', () => {
    const out = render(
      <ParkingStatusView
        view={{
          kind: 'ready',
          value: { kind: 'timeToPark', minutes: 24, band: 'limited', label: 'Limited', description: 'x' },
        }}
      />,
    );
    expect(out).toContain('parking-status--limited parking-status--time');
    expect(out).toMatch(/<\/svg>Limited<\/span><span class="parking-status__figure">time to park<\/span>/);
  });

  it("should say 'Unavailable' on failure and for a car park that counts no spaces, 'Loading...' while loading", () => {
    expect(render(<ParkingStatusView view={{ kind: 'unavailable' }} />)).toBe(
      '<p class="parking-status parking-status--unavailable">Unavailable</p>',
    );
    expect(render(<ParkingStatusView view={{ kind: 'ready', value: { kind: 'noFigure' } }} />)).toBe(
      '<p class="parking-status parking-status--unavailable">Unavailable</p>',
    );
    expect(render(<ParkingStatusView view={{ kind: 'loading' }} />)).toBe(
      '<p class="parking-status parking-status--pending"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>',
    );
  });
});
