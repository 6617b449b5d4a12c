import { useState, useId } from 'react';
import { RichText } from '../../../../client/ui/rich-text';
import type { AccordionGroupModel } from './accordion-group.block';

export function AccordionGroupView({ model }: { model: AccordionGroupModel }) {
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
