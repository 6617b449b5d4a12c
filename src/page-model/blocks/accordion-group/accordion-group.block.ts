import type { AccordionGroupBlok } from '../../../common/domain/cms/block-content.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { required, text, defineBlock } from '../block-definition';

interface AccordionItem {
  title: string;
  content?: RichTextNode;
}

export interface AccordionGroupModel {
  title: string;
  anchor?: string;
  items: AccordionItem[];
  /** index of the item open first (the one marked active), or -1 */
  initial: number;
}

/**
 * spec 1 §2.9: accordion group: optional title; one item open at a time, starting with the item marked active.
 * Static: its items are `<details>` of one name, which the browser opens and closes (no script, none shipped).
 */
export const accordionGroupBlock = defineBlock<AccordionGroupModel>({
  type: 'accordion_group',
  map: (raw) => {
    const blok = raw as AccordionGroupBlok;
    const items = required(blok.items, 'items').flatMap((item) =>
      text(item.title) ? [{ title: text(item.title), content: item.content }] : [],
    );
    required(items, 'items.title');
    return {
      title: text(blok.title),
      anchor: text(blok.slug) || undefined,
      items,
      initial: blok.items.filter((item) => text(item.title)).findIndex((item) => Boolean(item.active)),
    };
  },
});
