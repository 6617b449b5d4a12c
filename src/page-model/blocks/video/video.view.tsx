import { VideoEmbed } from '../../../../client/features/media/video-embed';
import type { BlockProps } from '../block-definition';
import type { VideoModel } from './video.block';

export const VideoView = ({ model }: BlockProps<VideoModel>) => (
  <figure id={model.anchor} className={`video-block container video-block--${model.size}`}>
    <VideoEmbed embed={model.embed} title={model.title} size={model.size} />
    {model.caption ? <figcaption>{model.caption}</figcaption> : null}
  </figure>
);
