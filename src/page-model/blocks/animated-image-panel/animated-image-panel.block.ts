import type { AnimatedImagePanelBlok } from '../../../common/domain/cms/block-content.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { toImage, ImageModel } from '../../../common/domain/images/cms-image';
import { text, required, defineBlock } from '../block-definition';
import { toButtons, ButtonModel } from '../text-block/text-block.block';

export interface AnimatedImagePanelModel {
  heading: string;
  imageSide: 'left' | 'right';
  image: ImageModel;
  secondImage?: ImageModel;
  content?: RichTextNode;
  buttons: ButtonModel[];
  anchor?: string;
}

/**
 * spec 1 §2.9 / §3: animated image panel: headings, imageSide left/right, two overlapping images that drift
 * into place (CSS, 400-800 ms; still for reduced motion), content and a call to action.
 */
export const animatedImagePanelBlock = defineBlock<AnimatedImagePanelModel>({
  type: 'animated_image_panel',
  map: (raw, ctx) => {
    const blok = raw as AnimatedImagePanelBlok;
    return {
      heading: text(blok.headings),
      imageSide: blok.imageSide === 'right' ? 'right' : 'left',
      image: required(toImage(blok.image, ctx.assets), 'image'),
      secondImage: toImage(blok.secondImage, ctx.assets),
      content: blok.content,
      buttons: toButtons(blok.callToAction),
      anchor: text(blok.slug) || undefined,
    };
  },
});
