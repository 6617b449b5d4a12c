import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { SheetLinks } from './sheet-links';
import { Island } from '../islands/island';
import { BlockBody } from '../islands/island-views';
import type { BlockNode } from '../../src/page-model/page-state';
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
              <p className="block-error__note">
                This error is only visible in previews and will not be shown on the published site.
              </p>
            </div>
          );
        }
        if (!('model' in node)) return null;
        // an interactive block is an island (its timing from its definition); a static one ships no code and no state
        return (
          <Fragment key={node.uid}>
            <SheetLinks names={node.sheets} />
            <div className={`block block--${node.type}`} {...node.editable}>
              {node.island ? (
                <Island name={`block:${node.type}`} timing={node.island} props={{ model: node.model }} />
              ) : (
                <BlockBody type={node.type} model={node.model} />
              )}
            </div>
          </Fragment>
        );
      })}
    </>
  );
});
