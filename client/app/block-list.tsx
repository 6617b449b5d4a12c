import { observer } from 'mobx-react-lite';
import { blockView } from '../blocks/block-views';
import { BlockBoundary } from './block-boundary';
import type { BlockNode } from './state';
import { useRootStore } from './root-store-context';

/** Renders mapped blocks; error nodes (preview only) show the spec's message to editors. */
export const BlockList = observer(function BlockList({ blocks }: { blocks: BlockNode[] }) {
  const { editMode } = useRootStore();
  return (
    <>
      {blocks.map((node) => {
        if (node.type === '__error') {
          if (!editMode || !('message' in node)) return null;
          return (
            <div key={node.uid} className="block-error container" role="alert">
              <p>{node.message}</p>
              <p className="block-error__note">This error is only visible in previews and will not be shown on the published site.</p>
            </div>
          );
        }
        if (!('model' in node)) return null;
        const Component = blockView(node.type);
        return (
          <div key={node.uid} className={`block block--${node.type}`} {...node.editable}>
            <BlockBoundary type={node.type} editMode={editMode}>
              <Component model={node.model} />
            </BlockBoundary>
          </div>
        );
      })}
    </>
  );
});
