import type { FeaturePanelVideoBlok } from '../../../common/domain/cms/block-content.types';
import { toImage, imageUrl, type AssetHost, assetUrl } from '../../../common/domain/images/cms-image';
import { safeContentUrl } from '../../../common/domain/links/content-url';
import type { LoopingVideoSources } from '../../media/looping-video.model';
import { required, text, defineBlock } from '../block-definition';
import { toButtons, ButtonModel } from '../text-block/text-block.block';

export interface FeaturePanelVideoModel {
  sources: LoopingVideoSources;
  heading: string;
  text: string;
  buttons: ButtonModel[];
  height: 'small' | 'medium' | 'large';
}

/** A video asset's URL on the asset host the browser loads from (videos are not resized); https or a site path only. */
function videoUrl(value: unknown, host: AssetHost): string | undefined {
  const filename = safeContentUrl(value);
  if (!filename || !/^(https:\/\/|\/)/i.test(filename)) return undefined;
  return assetUrl(filename, host);
}

/**
 * spec 1 §2.9: the looping video banner: a muted autoplaying loop (never for reduced motion), an optional
 * mobile video below the small breakpoint, a poster image and a pause button; text over the video.
 */
export const featurePanelVideoBlock = defineBlock<FeaturePanelVideoModel>({
  type: 'feature_panel_video',
  island: { when: 'visible' },
  map: (raw, ctx) => {
    const blok = raw as FeaturePanelVideoBlok;
    const poster = toImage(blok.poster, ctx.assets);
    return {
      sources: {
        video: required(videoUrl(blok.video, ctx.assets), 'video'),
        mobileVideo: videoUrl(blok.mobileVideo, ctx.assets),
        poster: poster ? imageUrl(poster, 1600) : undefined,
      },
      heading: text(blok.heading),
      text: text(blok.text),
      buttons: toButtons(blok.callToAction),
      height: blok.height === 'small' || blok.height === 'large' ? blok.height : 'medium',
    };
  },
});
