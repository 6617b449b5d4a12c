import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { AsyncState } from '../../../src/common/domain/async/async-state';
import type { TrafficDay, TrafficResponse } from '../../../src/common/domain/live/live-api.types';
import { AsyncResource } from '../../app/async-resource';
import { RootStore } from '../../app/root-store';
import { RootStoreContext } from '../../app/root-store-context';
import type { InitialState } from '../../../src/page-model/page-state';
import { noTransport } from '../../app/transport';
import { footTrafficStaticBlock } from '../../../src/page-model/blocks/foot-traffic-static/foot-traffic-static.block';
import { FootTrafficStaticView } from '../../../src/page-model/blocks/foot-traffic-static/foot-traffic-static.view';
import { footTrafficBlock } from '../../../src/page-model/blocks/foot-traffic/foot-traffic.block';
import { FootTrafficView } from '../../../src/page-model/blocks/foot-traffic/foot-traffic.view';
import type { MapContext } from '../../../src/page-model/blocks/block-definition';
import { TrafficDropdown } from '../navigation/traffic-dropdown';
import { TrafficView } from './traffic-view';
import type { DayTraffic } from './use-traffic';

// Monday 23 November 2026, 3:20pm in Perth
const NOW = '2026-11-23T07:20:00Z';

function html(node: ReactElement) {
  const store = new RootStore(
    {
      site: { centre: { name: 'Karri Ridge Outlet', timeZone: 'Australia/Perth' } } as unknown as InitialState['site'],
      page: { body: [] } as unknown as InitialState['page'],
      now: NOW,
      editMode: false,
      env: { mode: 'test', assetHost: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' } },
      assets: { entry: '/main.js', preload: [] },
    } as unknown as ConstructorParameters<typeof RootStore>[0],
    noTransport,
  );
  return renderToStaticMarkup(
    <RootStoreContext.Provider value={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </RootStoreContext.Provider>,
  );
}

const ctx = {
  assets: { origin: '', baseUrl: '' },
  timeZone: 'Australia/Perth',
  now: new Date(NOW),
  editMode: false,
  centreName: 'Karri Ridge Outlet',
  collections: {},
  query: {},
} as MapContext;

const day = (datestamp: string, hours: number[]): TrafficDay => ({
  datestamp,
  hours: hours.map((hour, index) => ({
    timestamp: `${datestamp}T${String(hour).padStart(2, '0')}:00:00+08:00`,
    occupancy: [0.2, 0.6, 1][index % 3]!,
    alertLevel: (['GREEN', 'YELLOW', 'RED'] as const)[index % 3]!,
  })),
});

function resource(state: AsyncState<DayTraffic>): AsyncResource<DayTraffic> {
  const r = new AsyncResource<DayTraffic>({
    name: 'traffic',
    fetch: async () => null,
    check: () => undefined,
    reporter: { report: () => {} },
  });
  runInAction(() => (r.state = state));
  return r;
}
const success = (date: string, response: TrafficResponse) => resource({ status: 'success', value: { date, response } });
const view = (r: AsyncResource<DayTraffic>, date = '2026-11-23') =>
  html(<TrafficView resource={r} date={date} caption="Popular arrival times, today" />);

describe('traffic blocks (spec 1 §2.14)', () => {
  it("should map the group block with the spec's title and 'Learn more' when the content leaves them out", () => {
    expect(
      footTrafficBlock.map(
        { _uid: 'f', component: 'foot_traffic', link: { linktype: 'story', cached_url: 'centre-traffic' } },
        ctx,
      ),
    ).toEqual({
      title: 'Popular arrival times',
      hint: 'How busy the centre usually is at each hour of the day.',
      showDaySelector: false,
      link: { href: '/centre-traffic', external: false, newTab: false },
      linkText: 'Learn more',
      anchor: undefined,
    });
    expect(
      footTrafficBlock.map(
        {
          _uid: 'f',
          component: 'foot_traffic',
          title: 'When to visit',
          hint: 'Last four weeks',
          showDaySelector: true,
          linkText: 'More',
          slug: 'traffic',
        },
        ctx,
      ),
    ).toMatchObject({
      title: 'When to visit',
      hint: 'Last four weeks',
      showDaySelector: true,
      link: undefined,
      linkText: 'More',
      anchor: 'traffic',
    });
  });

  it("should render the frame on the server: title, the week's days with 'today' first, the hint, 'Loading...' and 'Learn more'", () => {
    const model = footTrafficBlock.map(
      {
        _uid: 'f',
        component: 'foot_traffic',
        showDaySelector: true,
        link: { linktype: 'story', cached_url: 'centre-traffic' },
      },
      ctx,
    );
    const out = html(<FootTrafficView model={model} />);
    expect(out).toContain('>Popular arrival times</h2>');
    expect([...out.matchAll(/<option value="([\d-]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(
      [
        '2026-11-23 today',
        '2026-11-24 tomorrow',
        '2026-11-25 Wednesday',
        '2026-11-26 Thursday',
        '2026-11-27 Friday',
        '2026-11-28 Saturday',
        '2026-11-29 Sunday',
      ],
    );
    expect(out).toContain('<option value="2026-11-23" selected="">today</option>');
    expect(out).toContain('How busy the centre usually is at each hour of the day.');
    expect(out).toContain('<p class="traffic-message"><span class="live-loading">Loading...</span><span class="live-needs-script">Turn on JavaScript to see live figures</span></p>');
    expect(out).toMatch(/<a [^>]*href="\/centre-traffic"[^>]*>Learn more<\/a>/);
    expect(out).not.toContain('<table');
  });

  it('should leave out the dropdown and the link when the block has neither', () => {
    const out = html(
      <FootTrafficView model={footTrafficBlock.map({ _uid: 'f', component: 'foot_traffic' }, ctx)} />,
    );
    expect(out).not.toContain('<select');
    expect(out).not.toContain('Learn more');
  });

  it('should make the static block a fixed view of today: no dropdown, same title and link', () => {
    const model = footTrafficStaticBlock.map(
      {
        _uid: 's',
        component: 'foot_traffic_static',
        showDaySelector: true,
        link: { linktype: 'story', cached_url: 'centre-traffic' },
      },
      ctx,
    );
    expect(model.showDaySelector).toBe(false);
    const out = html(<FootTrafficStaticView model={model} />);
    expect(out).toContain('foot-traffic--static');
    expect(out).not.toContain('<select');
    expect(out).toContain('Loading...');
    expect(out).toContain('Learn more');
  });
});

describe('traffic view states (spec 1 §4, §8)', () => {
  it('should show the chart box, a text alternative row per hour with the hour now marked, and the level now', () => {
    const response: TrafficResponse = {
      traffic: { timezone: 'Australia/Perth', days: [day('2026-11-23', [13, 14, 15, 16])] },
      current: { timestamp: '2026-11-23T15:18:00+08:00', currentTraffic: 0.62, alertLevel: 'YELLOW' },
    };
    const out = view(success('2026-11-23', response));
    expect(out).toContain('<div class="traffic-chart" aria-hidden="true"></div>');
    expect(out).toContain('<caption>Popular arrival times, today</caption>');
    expect(
      [...out.matchAll(/<tr[^>]*><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map(
        (m) => `${m[1]}: ${m[2]}`,
      ),
    ).toEqual(['1PM: Off peak time', '2PM: Moderately busy', '3PM, now: Busier than usual', '4PM: Off peak time']);
    expect(out).toContain('<tr aria-current="time"><th scope="row">3PM, now</th>');
    expect(out).toMatch(
      /Right now: <strong class="traffic-now__level traffic-now__level--moderate">Moderately busy<\/strong>/,
    );
  });

  it('should mark the hours after midnight of late-night trading as the next day', () => {
    const response: TrafficResponse = {
      traffic: { timezone: 'Australia/Perth', days: [day('2026-11-27', [22, 23]), day('2026-11-28', [0])] },
      current: null,
    };
    const out = view(success('2026-11-27', response), '2026-11-27');
    expect(out).toContain('<th scope="row">12AM (next day)</th>');
    expect(out).not.toContain('Right now');
  });

  it("should say 'Centre is closed on this date.' for a day without hours", () => {
    const out = view(
      success('2026-12-25', { traffic: { timezone: 'Australia/Perth', days: [day('2026-12-25', [])] }, current: null }),
      '2026-12-25',
    );
    expect(out).toContain('Centre is closed on this date.');
    expect(out).not.toContain('traffic-chart');
    expect(out).not.toContain('<table');
  });

  it("should say 'Live traffic currently unavailable' (and the short form for medium screens) when the day failed", () => {
    const out = view(resource({ status: 'failure', error: 'Oops! Something went wrong, Please try again later.' }));
    expect(out).toContain('<span class="traffic-message__long">Live traffic currently unavailable</span>');
    expect(out).toContain('<span class="traffic-message__short">Live traffic unavailable</span>');
    expect(out).not.toContain('traffic-chart');
  });

  it("should show 'Loading...' rather than another day's chart while a newly chosen day loads", () => {
    const previous = {
      date: '2026-11-23',
      response: { traffic: { timezone: 'Australia/Perth', days: [day('2026-11-23', [10])] }, current: null },
    };
    expect(view(resource({ status: 'loading', previous }), '2026-11-24')).toContain('Loading...');
    // a failed refresh of the same day keeps its chart
    const kept = view(resource({ status: 'failure', error: 'x', previous }), '2026-11-23');
    expect(kept).toContain('traffic-chart');
    expect(kept).not.toContain('unavailable');
  });
});

describe("header dropdown 'Popular arrival times today' (spec 1 §2.3)", () => {
  it('should render closed with nothing asked or shown until it is opened', () => {
    const out = html(<TrafficDropdown variant="bar" />);
    expect(out).toContain('aria-expanded="false"');
    expect(out).toContain('<span>Popular arrival times today</span>');
    expect(out).toMatch(/<div id="[^"]+" class="traffic__panel" hidden=""><\/div>/);
  });
});
