import type { VideoBlok } from '../../../common/domain/cms/block-content.types';
import { toVideoEmbed, videoSize, VideoEmbed as Embed, VideoSize } from '../../../common/domain/media/video-embed';
import { required, text, defineBlock } from '../block-definition';

export interface VideoModel {
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
});
