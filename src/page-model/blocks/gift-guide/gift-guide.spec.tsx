import type { MapContext } from '../block-definition';
import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';
import { giftGuideBlock } from './gift-guide.block';
import { GiftGuideView } from './gift-guide.view';

const offer = (slug: string, fields: Record<string, unknown>) =>
  ({
    uuid: `u-${slug}`,
    full_slug: `foundation/gift-guide/offers/${slug}`,
    name: slug,
    content: { component: 'gift_guide_offer', name: slug, startDate: '2026-11-01 00:00', ...fields },
  }) as unknown as CmsStory;

const set = {
  uuid: 'set-1',
  full_slug: 'foundation/gift-guide/gifts',
  name: 'Gifts',
  content: {
    component: 'gift_guide_set',
    title: 'Gifts',
    filters: [
      { component: 'gift_guide_filter', title: 'Who for', filterType: 'suitedTo', options: 'Her,Him' },
      { component: 'gift_guide_filter', title: 'Budget', filterType: 'price', options: 'Under $50,Above $50' },
    ],
    choices: [
      {
        _uid: 'her',
        component: 'gift_guide_choice',
        title: 'For her',
        filterTypes: ['suitedTo'],
        suitedTo: 'Her',
        featureImage: { filename: 'https://a.storyblok.com/f/1/520x340/ab/gifts-for-her.svg', alt: 'Scarf' },
      },
      { _uid: 'cheap', component: 'gift_guide_choice', title: 'Under $50', filterTypes: ['price'], price: 'Under $50' },
    ],
  },
} as unknown as CmsStory;

const context = (query: Record<string, string> = {}) =>
  mapContext({
    query,
    collections: {
      giftGuideOffers: [
        offer('scarf', { price: 30, suitedTo: ['Her'] }),
        offer('watch', { price: 300, suitedTo: ['Him'] }),
      ],
      giftGuideSets: [set],
      stores: [],
    } as unknown as MapContext['collections'],
  });

const render = (blok: Record<string, unknown>, query?: Record<string, string>) =>
  renderBlock(
    <GiftGuideView model={giftGuideBlock.map({ _uid: 'g', component: 'gift_guide', ...blok }, context(query))} />,
  );

describe('gift_guide view: the creation panel', () => {
  it('should render each choice as a link to its filters, pressed when the page shows exactly them', () => {
    const out = render({ creationText: 'Who are you shopping for?' }, { suitedTo: 'her' });
    expect(out).toContain('<h3 id="gift-creation-title" class="gift-creation__title">Who are you shopping for?</h3>');
    expect(out).toMatch(
      /<a href="\?suitedTo=Her#gift-guide-results" class="gift-choice" role="button" aria-pressed="true">[^]*?For her<\/span><\/a>/,
    );
    expect(out).toMatch(/<a href="\?price=Under\+%2450#gift-guide-results"[^>]*aria-pressed="false">/);
    // the image is decorative (the title names the link); the choice without one shows the placeholder
    expect(out).toMatch(
      /<img[^>]*alt=""[^>]*class="gift-choice__image"|<img[^>]*class="gift-choice__image"[^>]*alt=""/,
    );
    expect(out).toContain('gift-choice__image gift-choice__placeholder');
    // the panel comes before the results, which the links point at
    expect(out.indexOf('gift-creation')).toBeLessThan(out.indexOf('id="gift-guide-results"'));
  });

  it('should leave the panel out with hideCreation', () => {
    expect(render({ hideCreation: true })).not.toContain('gift-creation');
  });

  it("should colour the details and creation panels with the content's #hex only", () => {
    const out = render({
      detailsText: 'Ideas for all.',
      detailsBackgroundColour: '#123a5a',
      creationBackgroundColour: 'red;background-image:url(https://evil.example)',
    });
    expect(out).toContain(
      '<p class="gift-guide__details gift-panel gift-panel--on-dark" style="background-color:#123a5a">Ideas for all.</p>',
    );
    expect(out).toContain('<section class="gift-creation" aria-labelledby="gift-creation-title">');
    expect(out).not.toContain('evil');
  });
});
