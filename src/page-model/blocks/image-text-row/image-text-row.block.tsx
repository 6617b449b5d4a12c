import type { ImageTextRowBlok } from '../../../common/domain/cms/block-content.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';
import { MapContext, defineBlock, required, text } from '../block-definition';
import { ButtonModel, Buttons, toButtons } from '../text-block/text-block.block';

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

export function ImageTextRow({ row, headingLevel = 2 }: { row: ImageTextRowModel; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div id={row.anchor} className={`image-text-row image-text-row--${row.imageSide}`}>
      <div className="image-text-row__media">
        <CmsImage image={row.image} widths={[400, 640, 960]} sizes="(max-width: 767px) 100vw, 50vw" aspect={2 / 3} />
      </div>
      <div className="image-text-row__text">
        {row.heading ? <Heading className="image-text-row__heading">{row.heading}</Heading> : null}
        <RichText doc={row.body} />
        <Buttons buttons={row.buttons} />
      </div>
    </div>
  );
}

/** spec 1 §2.9: image-text row: an image beside text (image on the left or right; stacked on small screens). */
export const imageTextRowBlock = defineBlock<ImageTextRowModel>({
  type: 'image_text_row',
  map: (raw, ctx) => toImageTextRow(raw as ImageTextRowBlok, ctx),
  Component: ({ model }) => (
    <section className="container">
      <ImageTextRow row={model} />
    </section>
  ),
});
