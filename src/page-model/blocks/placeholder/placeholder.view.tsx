import { useRootStore } from '../../../../client/app/root-store-context';
import type { ComponentType } from 'react';
import type { BlockProps } from '../block-definition';
import type { PlaceholderModel } from './placeholder.block';

/** A block whose feature is not built yet: nothing for visitors, a note for editors in preview. */
function Placeholder({ model }: { model: PlaceholderModel }) {
  const { editMode } = useRootStore();
  if (!editMode) return null;
  return (
    // inside the page's column, as the blocks around it
    <div className="container">
      <div className="block-placeholder" role="note">
        The <code>{model.component}</code> block is not built yet: it will appear here once it is. Visitors see nothing
        in its place.
      </div>
    </div>
  );
}

/** The component of every block type not built yet. */
export const placeholderView = Placeholder as unknown as ComponentType<BlockProps<unknown>>;
