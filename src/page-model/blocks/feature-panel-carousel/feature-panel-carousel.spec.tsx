import { BlockMappingError } from '../block-definition';
import { featurePanelCarouselBlock } from './feature-panel-carousel.block';
import { FeaturePanelCarouselView } from './feature-panel-carousel.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  cmsImage as image,
} from '../../../../test/utils/block-specs';

describe('feature_panel_carousel (spec 1 §2.9, §3)', () => {
  const panel = { _uid: 'p', component: 'feature_panel', image: image('hero-a') };
  it('should autoplay only when autoScrollDuration in ms is above 0', () => {
    expect(
      featurePanelCarouselBlock.map(
        { _uid: 'c', component: 'feature_panel_carousel', items: [panel], autoScrollDuration: '5000' },
        ctx(),
      ).autoScrollMs,
    ).toBe(5000);
    expect(
      featurePanelCarouselBlock.map({ _uid: 'c', component: 'feature_panel_carousel', items: [panel] }, ctx())
        .autoScrollMs,
    ).toBe(0);
    expect(
      featurePanelCarouselBlock.map(
        { _uid: 'c', component: 'feature_panel_carousel', items: [panel], autoScrollDuration: -3 },
        ctx(),
      ).autoScrollMs,
    ).toBe(0);
    expect(() =>
      featurePanelCarouselBlock.map({ _uid: 'c', component: 'feature_panel_carousel', items: [] }, ctx()),
    ).toThrow(BlockMappingError);
  });
  it('should render every slide reachable in a scrolling row (no script needed), with dots and arrows', () => {
    const model = featurePanelCarouselBlock.map(
      {
        _uid: 'c',
        component: 'feature_panel_carousel',
        items: [panel, { ...panel, _uid: 'q' }, { ...panel, _uid: 'r' }],
      },
      ctx(),
    );
    const out = html(<FeaturePanelCarouselView model={model} />);
    expect(out).toContain('aria-roledescription="carousel"');
    expect(out.match(/class="carousel__dot"/g)).toHaveLength(3);
    expect(out.match(/class="carousel__slide"/g)).toHaveLength(3);
    // the server's slides are all reachable: only once hydrated are the ones out of view inert
    expect(out).not.toContain('inert=""');
    expect(out).not.toMatch(/class="carousel__slide"[^>]*aria-hidden/);
    expect(out).toContain('Previous');
    expect(out).toContain('Next');
    // nothing autoplays before hydration, so no pause control in the server HTML
    expect(out).not.toContain('carousel__pause');
  });
});
