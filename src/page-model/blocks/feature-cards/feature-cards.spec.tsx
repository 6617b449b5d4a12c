import { BlockMappingError } from '../block-definition';
import { featureCardsBlock } from './feature-cards.block';
import { FeatureCardsView } from './feature-cards.view';
import {
  karriRidgeContext as ctx,
  renderAtKarriRidge as html,
  cmsImage as image,
  storyLink as link,
} from '../../../../test/utils/block-specs';

describe('feature_cards (spec 1 §2.9)', () => {
  it('should keep the cards that have a title and an image, with their links', () => {
    const model = featureCardsBlock.map(
      {
        _uid: 'f',
        component: 'feature_cards',
        title: 'Make a day of it',
        slug: 'day-out',
        items: [
          {
            _uid: 'a',
            title: 'Dining',
            text: 'Laneway cafés',
            image: image('dining'),
            link: link('dining'),
            linkText: 'Eat',
          },
          { _uid: 'b', title: 'No image', text: 'Left out' },
          { _uid: 'c', title: '', image: image('untitled') },
        ],
      },
      ctx(),
    );
    expect(model.cards.map((card) => card.title)).toEqual(['Dining']);
    expect(model.anchor).toBe('day-out');
    const out = html(<FeatureCardsView model={model} />);
    expect(out).toContain('Make a day of it');
    expect(out).toContain('Laneway cafés');
    expect(out).not.toContain('Left out');
  });

  it('should refuse a block none of whose cards can be shown', () => {
    expect(() =>
      featureCardsBlock.map(
        { _uid: 'f', component: 'feature_cards', items: [{ _uid: 'b', title: 'No image' }] },
        ctx(),
      ),
    ).toThrow(BlockMappingError);
    expect(() => featureCardsBlock.map({ _uid: 'f', component: 'feature_cards' }, ctx())).toThrow(BlockMappingError);
  });
});
