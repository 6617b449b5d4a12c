import { useId, useState } from 'react';
import type { AccordionGroupBlok } from '../../../common/domain/cms/block-content.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { RichText } from '../../../../client/ui/rich-text';
import { defineBlock, required, text } from '../block-definition';

interface AccordionItem {
  title: string;
  content?: RichTextNode;
}

interface AccordionGroupModel {
  title: string;
  anchor?: string;
  items: AccordionItem[];
  /** index of the item open first (the one marked active), or -1 */
  initial: number;
}

function AccordionGroup({ model }: { model: AccordionGroupModel }) {
  const [open, setOpen] = useState(model.initial);
  const id = useId();
  return (
    <section id={model.anchor} className="accordion-group container">
      {model.title ? <h2 className="accordion-group__title">{model.title}</h2> : null}
      <div className="accordion-group__items">
        {model.items.map((item, index) => {
          const expanded = open === index;
          return (
            <div key={`${item.title}-${index}`} className={`accordion-item${expanded ? ' accordion-item--open' : ''}`}>
              <h3 className="accordion-item__heading">
                <button
                  type="button"
                  id={`${id}-button-${index}`}
                  className="accordion-item__trigger"
                  aria-expanded={expanded}
                  aria-controls={`${id}-panel-${index}`}
                  onClick={() => setOpen(expanded ? -1 : index)}
                >
                  <span>{item.title}</span>
                  <span className="accordion-item__icon" aria-hidden="true" />
                </button>
              </h3>
              <div
                id={`${id}-panel-${index}`}
                role="region"
                aria-labelledby={`${id}-button-${index}`}
                className="accordion-item__panel"
                hidden={!expanded}
              >
                <RichText doc={item.content} />
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** spec 1 §2.9: accordion group: optional title; one item open at a time, starting with the item marked active. */
export const accordionGroupBlock = defineBlock<AccordionGroupModel>({
  type: 'accordion_group',
  island: { when: 'interaction' },
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
  Component: AccordionGroup,
});
