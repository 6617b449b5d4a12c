import { toDirectory } from '../../directory/directory.mapper';
import type { DirectoryModel } from '../../directory/directory.model';
import { defineBlock } from '../block-definition';

/** spec 1 §2.2, §2.5: the store directory (on /shopping). */
export const foundationStoreBlock = defineBlock<DirectoryModel>({
  type: 'foundation_store',
  island: { when: 'interaction' },
  needs: ['stores', 'categories'],
  map: (raw, ctx) => toDirectory(raw, ctx),
});
