import { DirectoryView } from '../../../../client/features/directory/directory-view';
import type { DirectoryModel } from '../../directory/directory.model';
import type { BlockProps } from '../block-definition';

// a new query (client-side navigation to another filtered /shopping) starts from its own selection
export const FoundationStoreView = ({ model }: BlockProps<DirectoryModel>) => (
  <DirectoryView key={JSON.stringify(model.initial)} model={model} />
);
