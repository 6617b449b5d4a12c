import type { ImageTextRowBlok } from '../../../common/domain/cms/block-content.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { MapContext, required, text, defineBlock } from '../block-definition';
import { ButtonModel, toButtons } from '../text-block/text-block.block';

export interface ImageTextRowModel {
  uid: string;
  image: ImageModel;
  imageSide: 'left' | 'right';
  heading: string;
  body?: RichTextNode;
  buttons: ButtonModel[];
  anchor?: string;
}

export function toImageTextRow(blok: ImageTextRowBlok, ctx: MapContext): ImageTextRowModel {
  return {
    uid: blok._uid,
    image: required(toImage(blok.image, ctx.assets), 'image'),
    imageSide: blok.imageSide === 'right' ? 'right' : 'left',
    heading: text(blok.heading),
    body: blok.body,
    buttons: toButtons(blok.buttons),
    anchor: text(blok.slug) || undefined,
  };
}

/** spec 1 §2.9: image-text row: an image beside text (image on the left or right; stacked on small screens). */
export const imageTextRowBlock = defineBlock<ImageTextRowModel>({
  type: 'image_text_row',
  map: (raw, ctx) => toImageTextRow(raw as ImageTextRowBlok, ctx),
});
