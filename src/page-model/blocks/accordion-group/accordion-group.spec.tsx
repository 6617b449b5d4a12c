import { BlockMappingError } from '../block-definition';
import { accordionGroupBlock } from './accordion-group.block';
import { AccordionGroupView } from './accordion-group.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  richText as doc,
} from '../../../../test/utils/block-specs';

describe('accordion_group (spec 1 §2.9)', () => {
  const raw = {
    _uid: 'a',
    component: 'accordion_group',
    title: 'Questions',
    items: [
      { _uid: '1', component: 'accordion_item', title: 'Parking?', content: doc('Three hours free') },
      { _uid: '2', component: 'accordion_item', title: 'Prams?', active: true, content: doc('At Concierge') },
    ],
  };
  it('should start with the item marked active open and the others closed, one open at a time without script', () => {
    const model = accordionGroupBlock.map(raw, ctx());
    expect(model.initial).toBe(1);
    const out = html(<AccordionGroupView model={model} />);
    const items = [...out.matchAll(/<details class="accordion-item" name="([^"]+)"( open="")?>/g)];
    expect(items).toHaveLength(2);
    expect(items.map((item) => Boolean(item[2]))).toEqual([false, true]);
    expect(new Set(items.map((item) => item[1])).size).toBe(1);
    expect(out).toMatch(/open=""><summary class="accordion-item__trigger"><h3 class="accordion-item__heading">Prams\?<\/h3>/);
    // the answers are in the page either way: a closed item's answer opens with it
    expect(out).toContain('Three hours free');
  });

  it('should start all closed without an active item, and need items', () => {
    expect(
      accordionGroupBlock.map({ ...raw, items: raw.items.map((item) => ({ ...item, active: false })) }, ctx()).initial,
    ).toBe(-1);
    expect(() => accordionGroupBlock.map({ _uid: 'a', component: 'accordion_group', items: [] }, ctx())).toThrow(
      BlockMappingError,
    );
  });
});
