import type { ReactElement } from 'react';
import { leasingPopupBlock } from './leasing-popup.block';
import { LeasingPopupView } from './leasing-popup.view';
import { mapContext, renderBlock, selectOptions } from '../../../../test/utils/block-specs';

const ctx = mapContext({ now: new Date('2026-11-23T01:00:00Z') });
const html = (node: ReactElement) => renderBlock(node, { now: '2026-11-23T01:00:00Z' });

describe('leasing_popup (spec 2 §3)', () => {
  it('should offer the business categories of the content, the titles and the enquiry types', () => {
    const model = leasingPopupBlock.map(
      { _uid: 'p', component: 'leasing_popup', businessCategories: ['Fashion', 'Food'] },
      ctx,
    );
    const out = html(<LeasingPopupView model={model} />);
    expect(out).toContain('<input type="hidden" name="type" value="leasing-popup"/>');
    expect(selectOptions(out, 'your_business_category')).toEqual(['=Please select', 'Fashion=Fashion', 'Food=Food']);
    expect(selectOptions(out, 'title')).toEqual([
      '=Please select',
      'Mr.=Mr.',
      'Ms.=Ms.',
      'Mrs.=Mrs.',
      'Dr.=Dr.',
      'Prof.=Prof.',
    ]);
    expect(out).toMatch(/value="1"[^>]*\/><label[^>]*>Pop Up Kiosk<\/label>/);
    expect(out).toMatch(/value="2"[^>]*\/><label[^>]*>Pop Up Shops<\/label>/);
    // no maxlength on the ABN input: a pasted '51 824 753 556' would be cut before its spaces are removed
    expect(out).toMatch(/<input[^>]*name="company_abn"/);
    expect(out).not.toMatch(/<input(?=[^>]*name="company_abn")[^>]*maxLength=/);
  });
});
