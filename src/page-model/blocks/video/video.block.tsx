import type { VideoBlok } from '../../../common/domain/cms/block-content.types';
import { toVideoEmbed, VideoEmbed as Embed, VideoSize, videoSize } from '../../../common/domain/media/video-embed';
import { VideoEmbed } from '../../../../client/features/media/video-embed';
import { defineBlock, required, text } from '../block-definition';

interface VideoModel {
  embed: Embed;
  title: string;
  size: VideoSize;
  caption: string;
  anchor?: string;
}

const SITE_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * spec 1 §2.9: video: sizes small, medium, large, xLarge (max widths 426, 640, 854, 1280); YouTube and Vimeo
 * links rewritten to embed form (YouTube through youtube-nocookie.com). Any other link is a missing url.
 */
export const videoBlock = defineBlock<VideoModel>({
  type: 'video',
  map: (raw) => {
    const blok = raw as VideoBlok;
    const embed = required(toVideoEmbed(required(text(blok.url), 'url')), 'url');
    return {
      embed,
      title: text(blok.title) || `Video on ${SITE_NAMES[embed.site]}`,
      size: videoSize(blok.size),
      caption: text(blok.caption),
      anchor: text(blok.slug) || undefined,
    };
  },
  Component: ({ model }) => (
    <figure id={model.anchor} className={`video-block container video-block--${model.size}`}>
      <VideoEmbed embed={model.embed} title={model.title} size={model.size} />
      {model.caption ? <figcaption>{model.caption}</figcaption> : null}
    </figure>
  ),
});
