import { inlineCarouselBlock } from './inline-carousel.block';
import { karriRidgeContext as ctx, cmsImage as image } from '../../../../test/utils/block-specs';

describe('inline_carousel (spec 1 §2.9, §3)', () => {
  it('should map inline carousel image items with captions', () => {
    const model = inlineCarouselBlock.map(
      {
        _uid: 'c',
        component: 'inline_carousel',
        items: [
          {
            _uid: '1',
            component: 'image_item',
            image: image('feature-x'),
            caption: 'Entrance',
            link: { linktype: 'url', url: 'https://x.example' },
          },
        ],
      },
      ctx(),
    );
    expect(model.items[0]).toMatchObject({ caption: 'Entrance', link: { newTab: true } });
  });
});
