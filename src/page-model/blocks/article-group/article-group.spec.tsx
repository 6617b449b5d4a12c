import { BlockMappingError } from '../block-definition';
import { featureCardsBlock } from '../feature-cards/feature-cards.block';
import { articleGroupBlock } from './article-group.block';
import { karriRidgeContext as ctx, cmsImage as image, storyLink as link } from '../../../../test/utils/block-specs';

describe('article_group and feature_cards (spec 1 §2.9)', () => {
  it('should keep articles and feature cards that have what they need, with Read more by default', () => {
    const articles = articleGroupBlock.map(
      {
        _uid: 'g',
        component: 'article_group',
        items: [
          { _uid: '1', component: 'article', title: 'Makers', link: link('whats-on') },
          { _uid: '2', component: 'article', title: '' },
        ],
      },
      ctx(),
    );
    expect(articles.articles).toEqual([expect.objectContaining({ title: 'Makers', linkText: 'Read more' })]);
    const cards = featureCardsBlock.map(
      {
        _uid: 'c',
        component: 'feature_cards',
        items: [
          { _uid: '1', component: 'feature_card', title: 'Gift', image: image('card-gift') },
          { _uid: '2', component: 'feature_card', title: 'No image' },
        ],
      },
      ctx(),
    );
    expect(cards.cards.map((card) => card.title)).toEqual(['Gift']);
    expect(() =>
      featureCardsBlock.map(
        { _uid: 'c', component: 'feature_cards', items: [{ _uid: '2', component: 'feature_card', title: 'No image' }] },
        ctx(),
      ),
    ).toThrow(BlockMappingError);
  });
});
