import { BlockMappingError } from '../block-definition';
import { imageTextRowBlock } from './image-text-row.block';
import { ImageTextRowView } from './image-text-row.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  cmsImage as image,
  richText,
  storyLink as link,
} from '../../../../test/utils/block-specs';

describe('image_text_row (spec 1 §2.9)', () => {
  it('should put the image on the chosen side, with the heading, the text and the buttons', () => {
    const model = imageTextRowBlock.map(
      {
        _uid: 'r',
        component: 'image_text_row',
        heading: 'Premium guest services',
        imageSide: 'right',
        image: image('concierge', 'A concierge at a car'),
        body: richText('Valet parking and gift wrapping.'),
        buttons: [{ _uid: 'b', component: 'button', text: 'See services', link: link('centre-info/facilities') }],
      },
      ctx(),
    );
    expect(model).toMatchObject({
      imageSide: 'right',
      heading: 'Premium guest services',
      buttons: [{ text: 'See services' }],
    });
    const out = html(<ImageTextRowView model={model} />);
    expect(out).toContain('Valet parking and gift wrapping.');
    expect(out).toContain('alt="A concierge at a car"');
    expect(
      imageTextRowBlock.map({ _uid: 'r', component: 'image_text_row', image: image('x'), imageSide: 'up' }, ctx())
        .imageSide,
    ).toBe('left');
  });

  it('should refuse a row without an image', () => {
    expect(() => imageTextRowBlock.map({ _uid: 'r', component: 'image_text_row', heading: 'Alone' }, ctx())).toThrow(
      BlockMappingError,
    );
  });
});
