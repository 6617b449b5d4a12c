import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  airQualityLevel,
  DEFAULT_AIR_QUALITY_LIMITS,
  DEFAULT_TEMPERATURE_LIMITS,
  temperatureLevel,
} from '../../../src/common/domain/live/wellbeing-bands';
import { RootStore } from '../../app/root-store';
import { RootStoreContext } from '../../app/root-store-context';
import type { InitialState } from '../../../src/page-model/page-state';
import { noTransport } from '../../app/transport';
import type { MapContext } from '../../../src/page-model/blocks/block-definition';
import { wellWidgetsBlock } from '../../../src/page-model/blocks/well-widgets/well-widgets.block';
import { WellWidgetsView } from '../../../src/page-model/blocks/well-widgets/well-widgets.view';
import { WellWidget } from './wellbeing-widget';

const ctx: MapContext = {
  assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
  timeZone: 'Australia/Brisbane',
  now: new Date('2026-11-23T00:00:00Z'),
  editMode: false,
  centreName: 'Riverbend',
  collections: {},
  query: {},
};

const raw = {
  _uid: 'w',
  component: 'well_widgets',
  title: 'Feel good inside',
  air_quality: [
    {
      _uid: 'a',
      component: 'well_widget',
      heading: 'Fresh air, all day',
      text: 'Our air is filtered and measured every few minutes.',
      image: { filename: 'https://a.storyblok.com/f/1002/1200x800/ab/air.svg', alt: 'Plants in the atrium' },
      callToAction: [
        {
          _uid: 'b',
          component: 'button',
          text: 'How we keep it fresh',
          link: { linktype: 'story', cached_url: 'about/our-story' },
          style: 'secondary',
        },
      ],
    },
  ],
  average_temperature: [{ _uid: 't', component: 'well_widget', heading: 'Just right' }],
  airQualityGood: '95',
  temperatureHot: 28,
};

function html(node: ReactElement): string {
  const store = new RootStore(
    {
      site: { centre: { name: 'Riverbend' } } as InitialState['site'],
      page: { body: [] } as unknown as InitialState['page'],
      now: '2026-11-23T00:00:00Z',
      editMode: false,
      env: { mode: 'test', assetHost: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' } },
      assets: { entry: '/main.js', preload: [] },
    },
    noTransport,
  );
  return renderToStaticMarkup(
    <RootStoreContext.Provider value={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </RootStoreContext.Provider>,
  );
}

describe('well_widgets (spec 1 §2.14, §3, §9)', () => {
  it('should map the content of both widgets and the band limits of the block', () => {
    const model = wellWidgetsBlock.map(raw, ctx);
    expect(model.title).toBe('Feel good inside');
    expect(model.airQuality).toMatchObject({
      heading: 'Fresh air, all day',
      text: 'Our air is filtered and measured every few minutes.',
      image: { alt: 'Plants in the atrium' },
      callToAction: { text: 'How we keep it fresh', link: { href: '/about/our-story' }, style: 'secondary' },
    });
    expect(model.temperature).toEqual({ heading: 'Just right', text: '' });
    expect(model.airQualityLimits).toEqual({ ...DEFAULT_AIR_QUALITY_LIMITS, good: 95 });
    expect(model.temperatureLimits).toEqual({ ...DEFAULT_TEMPERATURE_LIMITS, hot: 28 });
  });

  it('should use the default limits and no content when the block has none', () => {
    const model = wellWidgetsBlock.map({ _uid: 'w', component: 'well_widgets' }, ctx);
    expect(model).toEqual({
      title: '',
      airQuality: { heading: '', text: '' },
      temperature: { heading: '', text: '' },
      airQualityLimits: DEFAULT_AIR_QUALITY_LIMITS,
      temperatureLimits: DEFAULT_TEMPERATURE_LIMITS,
      anchor: undefined,
    });
  });

  it("should render both widgets with 'Loading...' on the server, where nothing is asked", () => {
    const out = html(<WellWidgetsView model={wellWidgetsBlock.map(raw, ctx)} />);
    expect(out).toContain('<h2 id=');
    expect(out.match(/<article class="well-widget/g)).toHaveLength(2);
    expect(out.match(/<span class="well-widget__state"><span class="live-loading">Loading...<\/span>/g)).toHaveLength(2);
    expect(out).toContain('<h3 class="well-widget__heading">Fresh air, all day</h3>');
    expect(out).toContain('<span class="well-widget__name">Average temperature</span>');
    expect(out).toContain('class="button button--secondary well-widget__cta" href="/about/our-story"');
  });
});

describe('well-being widget reading (spec 1 §8)', () => {
  const content = { heading: '', text: '' };
  const render = (level: Parameters<typeof WellWidget>[0]['level'], kind: 'air' | 'temperature' = 'air') =>
    html(
      <WellWidget
        kind={kind}
        name={kind === 'air' ? 'Air quality' : 'Average temperature'}
        content={content}
        level={level}
        format={(value) => `${value}%`}
      />,
    );

  it('should show the value and its band word in the band colour, the widget name as heading without content', () => {
    const out = render({ kind: 'ready', value: airQualityLevel(82) });
    expect(out).toContain('<h3 class="well-widget__heading">Air quality</h3>');
    expect(out).toContain(
      '<span class="well-widget__value">82%</span><span class="well-widget__band well-widget__band--good">Good</span>',
    );
    expect(render({ kind: 'ready', value: temperatureLevel(17) }, 'temperature')).toContain(
      'well-widget__band--cold">Cold</span>',
    );
  });

  it("should show 'Error' in grey, without a value, when the reading is out of range", () => {
    const out = render({ kind: 'ready', value: airQualityLevel(130) });
    expect(out).toContain(
      '<span class="well-widget__figures"><span class="well-widget__band well-widget__band--error">Error</span></span>',
    );
    expect(out).not.toContain('130');
  });

  it("should show 'Unavailable' on failure", () => {
    expect(render({ kind: 'unavailable' })).toContain('<span class="well-widget__state">Unavailable</span>');
  });
});
