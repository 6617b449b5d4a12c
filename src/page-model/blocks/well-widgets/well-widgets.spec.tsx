import type { ReactElement } from 'react';
import { DEFAULT_AIR_QUALITY_LIMITS, DEFAULT_TEMPERATURE_LIMITS } from '../../../common/domain/live/wellbeing-bands';
import { wellWidgetsBlock } from './well-widgets.block';
import { WellWidgetsView } from './well-widgets.view';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';

const ctx = mapContext({ timeZone: 'Australia/Brisbane', centreName: 'Riverbend' });
const html = (node: ReactElement) => renderBlock(node, { centre: 'Riverbend', timeZone: 'Australia/Brisbane' });

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
