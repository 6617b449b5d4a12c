import { anchorListBlock } from './anchor-list.block';
import { AnchorListView } from './anchor-list.view';
import { karriRidgeContext as ctx, renderAtKarriRidge as html } from '../../../../test/utils/block-specs';

describe('anchor_list (spec 1 §2.9)', () => {
  it('should link to sections by id with the invert and brand options', () => {
    const model = anchorListBlock.map(
      {
        _uid: 'l',
        component: 'anchor_list',
        invert: true,
        brandColour: true,
        links: [{ _uid: 'x', component: 'anchor_link', text: 'FAQ', anchor: '#faq' }],
      },
      ctx(),
    );
    expect(model.links).toEqual([{ text: 'FAQ', anchor: 'faq' }]);
    const out = html(<AnchorListView model={model} />);
    expect(out).toContain('anchor-list anchor-list--invert anchor-list--brand');
    expect(out).toContain('href="#faq"');
  });
});
