import type { ImageTextListContainerBlok } from '../../../common/domain/cms/block-content.types';
import { defineBlock, required, text } from '../block-definition';
import { ImageTextRow, ImageTextRowModel, toImageTextRow } from '../image-text-row/image-text-row.block';

interface ImageTextListModel {
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
  Component: ({ model }) => (
    <section id={model.anchor} className="image-text-list container">
      {model.title ? <h2 className="image-text-list__title">{model.title}</h2> : null}
      {model.rows.map((row) => (
        <ImageTextRow key={row.uid} row={row} headingLevel={model.title ? 3 : 2} />
      ))}
    </section>
  ),
});
