import { imageTextListContainerBlock } from './image-text-list-container.block';
import { ImageTextListContainerView } from './image-text-list-container.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  cmsImage as image,
  richText as doc,
} from '../../../../test/utils/block-specs';

describe('image_text_list_container (spec 1 §2.9)', () => {
  it('should map image-text rows in a list with their image side', () => {
    const model = imageTextListContainerBlock.map(
      {
        _uid: 'l',
        component: 'image_text_list_container',
        title: 'Dining',
        items: [
          {
            _uid: 'r',
            component: 'image_text_row',
            image: image('feature-f'),
            imageSide: 'right',
            heading: 'Fresh',
            body: doc('Food'),
          },
        ],
      },
      ctx(),
    );
    expect(model.rows[0]).toMatchObject({ imageSide: 'right', heading: 'Fresh' });
    expect(html(<ImageTextListContainerView model={model} />)).toContain(
      '<h3 class="image-text-row__heading">Fresh</h3>',
    );
  });
});
