import { ImageTextRow } from '../image-text-row/image-text-row.view';
import type { BlockProps } from '../block-definition';
import type { ImageTextListModel } from './image-text-list-container.block';

export const ImageTextListContainerView = ({ model }: BlockProps<ImageTextListModel>) => (
  <section id={model.anchor} className="image-text-list container">
    {model.title ? <h2 className="image-text-list__title">{model.title}</h2> : null}
    {model.rows.map((row) => (
      <ImageTextRow key={row.uid} row={row} headingLevel={model.title ? 3 : 2} />
    ))}
  </section>
);
