import { iconGridBlock } from './icon-grid.block';
import { karriRidgeContext as ctx, cmsImage as image } from '../../../../test/utils/block-specs';

describe('icon_grid (spec 1 §2.9)', () => {
  it('should give icon grid icons empty alt text (the title names them) and clamp the columns', () => {
    const model = iconGridBlock.map(
      {
        _uid: 'i',
        component: 'icon_grid',
        columns: '9',
        items: [{ _uid: '1', component: 'icon_grid_item', icon: image('icon-wifi', 'Wifi'), title: 'Free Wi-Fi' }],
      },
      ctx(),
    );
    expect(model.columns).toBe(6);
    expect(model.items[0]!.icon.alt).toBe('');
  });
});
