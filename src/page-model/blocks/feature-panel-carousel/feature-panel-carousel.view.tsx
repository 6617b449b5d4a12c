import { Carousel } from '../../../../client/features/media/carousel';
import { FeaturePanel } from '../feature-panel-group/feature-panel-group.view';
import type { BlockProps } from '../block-definition';
import type { FeaturePanelCarouselModel } from './feature-panel-carousel.block';

export const FeaturePanelCarouselView = ({ model }: BlockProps<FeaturePanelCarouselModel>) => (
  <div id={model.anchor} className={`feature-carousel${model.fixedWidth ? ' container' : ''}`}>
    <Carousel
      label="Featured"
      autoScrollMs={model.autoScrollMs}
      slides={model.panels.map((panel, index) => ({
        key: panel.uid,
        label: `Slide ${index + 1} of ${model.panels.length}`,
        node: <FeaturePanel panel={panel} height={model.height} priority={index === 0} list="Featured" place={index + 1} />,
      }))}
    />
  </div>
);
