import { defineBlock } from '../block-definition';

export interface PlaceholderModel {
  component: string;
}

/** A block whose feature is not built yet: nothing for visitors, a note for editors in preview (placeholder.view.tsx). */
export const placeholderBlock = (type: string) =>
  defineBlock<PlaceholderModel>({ type, map: (raw) => ({ component: raw.component }) });
