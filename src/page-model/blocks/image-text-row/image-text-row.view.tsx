import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';
import { Buttons } from '../text-block/text-block.view';
import type { BlockProps } from '../block-definition';
import type { ImageTextRowModel } from './image-text-row.block';

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

export const ImageTextRowView = ({ model }: BlockProps<ImageTextRowModel>) => (
  <section className="container">
    <ImageTextRow row={model} />
  </section>
);
