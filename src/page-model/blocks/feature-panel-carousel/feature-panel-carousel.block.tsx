import { carouselTiming } from '../../../../client/features/media/carousel-timing';
import type { FeaturePanelCarouselBlok } from '../../../common/domain/cms/block-content.types';
import { Carousel } from '../../../../client/features/media/carousel';
import { defineBlock, num, required, text } from '../block-definition';
import { FeaturePanel, FeaturePanelModel, toFeaturePanel } from '../feature-panel-group/feature-panel-group.block';

interface FeaturePanelCarouselModel {
  panels: FeaturePanelModel[];
  height: 'small' | 'medium' | 'large';
  fixedWidth: boolean;
  /** ms; autoplay only above 0 */
  autoScrollMs: number;
  anchor?: string;
}

/**
 * spec 1 §2.9: feature panel carousel: dots, arrows, infinite loop, one slide at a time, autoplay only when
 * autoScrollDuration (ms) is above 0, paused for reduced motion and on hover or focus, with a pause control.
 */
export const featurePanelCarouselBlock = defineBlock<FeaturePanelCarouselModel>({
  type: 'feature_panel_carousel',
  island: (model) => carouselTiming(model.autoScrollMs, model.panels.length),
  map: (raw, ctx) => {
    const blok = raw as FeaturePanelCarouselBlok;
    return {
      panels: required(blok.items, 'items').map((item) => toFeaturePanel(item, ctx)),
      height: blok.height === 'small' || blok.height === 'large' ? blok.height : 'medium',
      fixedWidth: Boolean(blok.fixedWidth),
      autoScrollMs: Math.max(0, num(blok.autoScrollDuration, 0)),
      anchor: text(blok.slug) || undefined,
    };
  },
  Component: ({ model }) => (
    <div id={model.anchor} className={`feature-carousel${model.fixedWidth ? ' container' : ''}`}>
      <Carousel
        label="Featured"
        autoScrollMs={model.autoScrollMs}
        slides={model.panels.map((panel, index) => ({
          key: panel.uid,
          label: `Slide ${index + 1} of ${model.panels.length}`,
          node: <FeaturePanel panel={panel} height={model.height} priority={index === 0} />,
        }))}
      />
    </div>
  ),
});
