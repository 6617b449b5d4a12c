import { LoopingVideo } from '../../../../client/features/media/looping-video';
import { Buttons } from '../text-block/text-block.view';
import type { BlockProps } from '../block-definition';
import type { FeaturePanelVideoModel } from './feature-panel-video.block';

export const FeaturePanelVideoView = ({ model }: BlockProps<FeaturePanelVideoModel>) => (
  <section className={`video-banner video-banner--${model.height}`}>
    <LoopingVideo sources={model.sources} label={model.heading ? `video: ${model.heading}` : 'background video'} />
    {model.heading || model.text || model.buttons.length > 0 ? (
      <div className="video-banner__content">
        {model.heading ? <h2 className="video-banner__heading">{model.heading}</h2> : null}
        {model.text ? <p className="video-banner__text">{model.text}</p> : null}
        <Buttons buttons={model.buttons} />
      </div>
    ) : null}
  </section>
);
