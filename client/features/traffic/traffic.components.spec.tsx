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
import { TrafficDropdown } from '../navigation/traffic-dropdown';
import { TrafficView } from './traffic-view';
import type { DayTraffic } from '../../../src/page-model/traffic/traffic-panel.model';

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
const READ_AT = '2026-11-23T07:20:00Z';
const success = (date: string, response: TrafficResponse) =>
  resource({ status: 'success', value: { date, response, readAt: READ_AT } });
const view = (r: AsyncResource<DayTraffic>, date = '2026-11-23') =>
  html(<TrafficView resource={r} date={date} caption="Popular arrival times, today" />);

describe('traffic view states (spec 1 §4, §8)', () => {
  it('should show the chart box, a text alternative row per hour with the hour now marked, and the level now', () => {
    const response: TrafficResponse = {
      traffic: { timezone: 'Australia/Perth', days: [day('2026-11-23', [13, 14, 15, 16])] },
      current: { timestamp: '2026-11-23T15:18:00+08:00', currentTraffic: 0.62, alertLevel: 'YELLOW' },
    };
    const out = view(success('2026-11-23', response));
    // the server's drawing, an image named by the caption, with Highcharts' empty box beside it
    expect(out).toMatch(
      /<svg class="traffic-drawn__plot"[^>]* role="img"[^>]*><title id="[^"]+">Popular arrival times, today<\/title>/,
    );
    expect(out.match(/<g class="traffic-drawn__bar /g)).toHaveLength(4);
    expect(out).toContain('<div class="traffic-chart__live" aria-hidden="true"></div>');
    expect(out).toContain('<caption>Popular arrival times, today</caption>');
    expect(
      [...out.matchAll(/<tr[^>]*><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map(
        (m) => `${m[1]}: ${m[2]}`,
      ),
    ).toEqual(['1PM: Off peak time', '2PM: Moderately busy', '3PM, now: Busier than usual', '4PM: Off peak time']);
    expect(out).toContain('<tr aria-current="time"><th scope="row">3PM, now</th>');
    expect(out).toMatch(
      /Right now: <strong class="traffic-now__level traffic-now__level--moderate">Moderately busy<\/strong><span class="traffic-now__at"> \(at 3:20pm\)<\/span>/,
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
      readAt: READ_AT,
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
