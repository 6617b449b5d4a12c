import { carouselTiming } from '../../media/carousel-timing';
import type { FeaturePanelCarouselBlok } from '../../../common/domain/cms/block-content.types';
import { required, num, text, defineBlock } from '../block-definition';
import { toFeaturePanel, FeaturePanelModel } from '../feature-panel-group/feature-panel-group.block';

export interface FeaturePanelCarouselModel {
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
});
