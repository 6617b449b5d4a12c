import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { airQualityLevel, temperatureLevel } from '../../../src/common/domain/live/wellbeing-bands';
import { RootStore } from '../../app/root-store';
import { RootStoreContext } from '../../app/root-store-context';
import type { InitialState } from '../../../src/page-model/page-state';
import { noTransport } from '../../app/transport';
import { WellWidget } from './wellbeing-widget';

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
