import type { BlockProps } from '../block-definition';
import type { DividerModel } from './divider.block';

export const DividerView = ({ model }: BlockProps<DividerModel>) =>
  model.heading ? (
    <div className="divider container" style={{ paddingBlock: model.height / 2 }}>
      <h2 className="divider__heading">
        <span>{model.heading}</span>
      </h2>
    </div>
  ) : (
    <hr className="divider divider--plain" style={{ marginBlock: model.height / 2 }} />
  );
