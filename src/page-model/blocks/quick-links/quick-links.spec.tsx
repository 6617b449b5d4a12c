import { quickLinksBlock } from './quick-links.block';
import { karriRidgeContext as ctx, storyLink as link } from '../../../../test/utils/block-specs';

describe('quick_links (spec 1 §2.9)', () => {
  it('should give quick links their icon and text, light by default', () => {
    const model = quickLinksBlock.map(
      {
        _uid: 'q',
        component: 'quick_links',
        headings: 'Plan',
        links: [
          { _uid: '1', component: 'quick_link', text: 'Parking', icon: 'car', link: link('parking') },
          { _uid: '2', component: 'quick_link', text: 'No link' },
        ],
      },
      ctx(),
    );
    expect(model).toMatchObject({
      heading: 'Plan',
      appearance: 'light',
      links: [{ text: 'Parking', icon: 'car', link: { href: '/parking' } }],
    });
  });
});
