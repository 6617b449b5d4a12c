import type { ReactElement } from 'react';
import { leasingBlock } from './leasing.block';
import { LeasingView } from './leasing.view';
import { fieldNames, mapContext, renderBlock, selectOptions } from '../../../../test/utils/block-specs';

const ctx = mapContext({ now: new Date('2026-11-23T01:00:00Z') });
const html = (node: ReactElement) => renderBlock(node, { now: '2026-11-23T01:00:00Z' });

describe('leasing (spec 2 §3)', () => {
  it('should carry the hidden type, the franchise radios and the premises sizes', () => {
    const out = html(<LeasingView model={leasingBlock.map({ _uid: 'l', component: 'leasing' }, ctx)} />);
    expect(fieldNames(out)).toEqual([
      'type',
      'first_name',
      'last_name',
      'address',
      'email',
      'phone',
      'franchise',
      'trading_name',
      'usage',
      'locations',
      'website',
      'premises',
      'comment',
    ]);
    expect(out).toContain('<input type="hidden" name="type" value="leasing"/>');
    expect(out).toMatch(
      /<fieldset class="form-field__group"><legend class="form-field__label">Is this a franchise\?<\/legend>/,
    );
    expect(selectOptions(out, 'premises').map((option) => option.split('=')[0])).toEqual([
      '',
      'Kiosk',
      '20-50 sqm',
      '50-80 sqm',
      '80-120 sqm',
      '120-150 sqm',
      '150-180 sqm',
      '180+ sqm',
      'Other',
    ]);
  });
});
