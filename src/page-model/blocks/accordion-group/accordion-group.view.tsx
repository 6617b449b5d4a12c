import { useId } from 'react';
import { RichText } from '../../../../client/ui/rich-text';
import type { AccordionGroupModel } from './accordion-group.block';

/**
 * spec 1 §2.9: one question open at a time, the active one first. Each item is a `<details>` sharing the group's
 * name, so the browser opens one and closes the others by itself: the accordion needs no script and ships none.
 */
export function AccordionGroupView({ model }: { model: AccordionGroupModel }) {
  const group = useId();
  return (
    <section id={model.anchor} className="accordion-group container">
      {model.title ? <h2 className="accordion-group__title">{model.title}</h2> : null}
      <div className="accordion-group__items">
        {model.items.map((item, index) => (
          <details key={`${item.title}-${index}`} className="accordion-item" name={group} open={index === model.initial}>
            <summary className="accordion-item__trigger">
              <h3 className="accordion-item__heading">{item.title}</h3>
              <span className="accordion-item__icon" aria-hidden="true" />
            </summary>
            <div className="accordion-item__panel">
              <RichText doc={item.content} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
