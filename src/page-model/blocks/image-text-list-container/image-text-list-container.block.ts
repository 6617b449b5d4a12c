import type { ImageTextListContainerBlok } from '../../../common/domain/cms/block-content.types';
import { text, required, defineBlock } from '../block-definition';
import { toImageTextRow, ImageTextRowModel } from '../image-text-row/image-text-row.block';

export interface ImageTextListModel {
  title: string;
  rows: ImageTextRowModel[];
  anchor?: string;
}

/** spec 1 §2.9: image-text list container: a titled list of image-text rows. */
export const imageTextListContainerBlock = defineBlock<ImageTextListModel>({
  type: 'image_text_list_container',
  map: (raw, ctx) => {
    const blok = raw as ImageTextListContainerBlok;
    return {
      title: text(blok.title),
      rows: required(blok.items, 'items').map((item) => toImageTextRow(item, ctx)),
      anchor: text(blok.slug) || undefined,
    };
  },
});
