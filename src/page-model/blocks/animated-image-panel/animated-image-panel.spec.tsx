import { BlockMappingError } from '../block-definition';
import { animatedImagePanelBlock } from './animated-image-panel.block';
import { AnimatedImagePanelView } from './animated-image-panel.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  cmsImage as image,
  storyLink as link,
} from '../../../../test/utils/block-specs';

describe('animated_image_panel (spec 1 §2.9)', () => {
  it('should map the animated image panel sides, both images and the call to action, and need the first image', () => {
    const model = animatedImagePanelBlock.map(
      {
        _uid: 'p',
        component: 'animated_image_panel',
        headings: 'Break',
        imageSide: 'right',
        image: image('feature-a'),
        secondImage: image('card-b'),
        callToAction: [{ _uid: 'b', component: 'button', text: 'Go', link: link('dining') }],
      },
      ctx(),
    );
    expect(model).toMatchObject({ heading: 'Break', imageSide: 'right', buttons: [{ text: 'Go' }] });
    expect(model.secondImage?.src).toContain('card-b');
    expect(html(<AnimatedImagePanelView model={model} />)).toContain('animated-panel--right animated-panel--pair');
    expect(
      animatedImagePanelBlock.map({ _uid: 'p', component: 'animated_image_panel', image: image('x') }, ctx()).imageSide,
    ).toBe('left');
    expect(() => animatedImagePanelBlock.map({ _uid: 'p', component: 'animated_image_panel' }, ctx())).toThrow(
      BlockMappingError,
    );
  });
});
