import type { DividerBlok } from '../../../common/domain/cms/block-content.types';
import { defineBlock, num, text } from '../block-definition';

interface DividerModel {
  heading: string;
  height: number;
}

/** spec 1 §2.9: divider with an optional heading and a height in pixels. */
export const dividerBlock = defineBlock<DividerModel>({
  type: 'divider',
  map: (raw) => {
    const blok = raw as DividerBlok;
    return { heading: text(blok.heading), height: Math.min(Math.max(num(blok.height, 48), 0), 400) };
  },
  Component: ({ model }) =>
    model.heading ? (
      <div className="divider container" style={{ paddingBlock: model.height / 2 }}>
        <h2 className="divider__heading">
          <span>{model.heading}</span>
        </h2>
      </div>
    ) : (
      <hr className="divider divider--plain" style={{ marginBlock: model.height / 2 }} />
    ),
});
