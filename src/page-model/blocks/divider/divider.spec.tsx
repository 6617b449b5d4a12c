import { dividerBlock } from './divider.block';
import { mapContext } from '../../../../test/utils/block-specs';

const ctx = mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet' });

describe('divider', () => {
  it('should take the heading and clamp the height', () => {
    expect(dividerBlock.map({ _uid: 'd', component: 'divider', heading: 'Dining', height: '9000' }, ctx)).toEqual({
      heading: 'Dining',
      height: 400,
    });
    expect(dividerBlock.map({ _uid: 'd', component: 'divider' }, ctx)).toEqual({ heading: '', height: 48 });
  });
});
