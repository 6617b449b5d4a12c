import type { MapContext } from '../blocks/block-definition';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { toGiftGuide } from './gift-guide.mapper';

const offer = (slug: string, fields: Record<string, unknown>) =>
  ({
    uuid: `u-${slug}`,
    slug,
    full_slug: `foundation/gift-guide/offers/${slug}`,
    name: slug,
    content: {
      component: 'gift_guide_offer',
      name: slug,
      price: 40,
      categories: ['Home'],
      startDate: '2026-11-01 00:00',
      expiryDate: '2026-12-31 23:59',
      ...fields,
    },
  }) as unknown as CmsStory;

const set = {
  uuid: 'set-1',
  slug: 'gifts',
  full_slug: 'foundation/gift-guide/gifts',
  name: 'Gifts',
  content: {
    component: 'gift_guide_set',
    title: 'Gifts',
    filters: [
      {
        component: 'gift_guide_filter',
        title: 'Budget',
        filterType: 'price',
        options: 'Above $100,Under $50,$50 - $100',
      },
      { component: 'gift_guide_filter', title: 'Into', filterType: 'categories', options: 'Home,Garden' },
    ],
  },
} as unknown as CmsStory;

const offers = [
  offer('card', {}),
  offer('scarf', { storeName: 'Zed' }),
  offer('mug', { storeName: 'Ada', store: 'store-ada', price: 70 }),
  offer('old', { storeName: 'Bo', expiryDate: '2026-11-20 23:59' }),
  offer('soon', { storeName: 'Bo', startDate: '2026-12-01 00:00' }),
];

const ctx = (query: Record<string, string> = {}) =>
  ({
    assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
    // 26 November 2026, 10:00 in Perth
    timeZone: 'Australia/Perth',
    now: new Date('2026-11-26T02:00:00Z'),
    editMode: false,
    centreName: 'W',
    collections: {
      giftGuideOffers: offers,
      giftGuideSets: [set, ...offers],
      stores: [{ uuid: 'store-ada', full_slug: 'foundation/stores/ada' }],
    },
    query,
  }) as unknown as MapContext;

describe('the gift_guide block mapper', () => {
  it('should list live offers only, by store name with storeless ones last', () => {
    const model = toGiftGuide({ _uid: '1', component: 'gift_guide', set: 'set-1' }, ctx());
    expect(model.offers.map((card) => card.name)).toEqual(['mug', 'scarf', 'card']);
    expect(model.offers[1]!.storeHref).toBeUndefined();
    expect(model.offers[0]).toMatchObject({
      priceText: '$70',
      storeHref: '/stores/ada',
      href: '/gift-guide/offers/mug',
      validity: 'Valid from 01/11/2026 to 31/12/2026',
    });
  });

  it('should take filter titles from the set, price options sorted by bounds, category options only when an offer has them', () => {
    const model = toGiftGuide({ _uid: '1', component: 'gift_guide', set: 'set-1' }, ctx());
    expect(model.filters).toEqual([
      { key: 'categories', label: 'Into', options: [{ value: 'Home', label: 'Home' }] },
      {
        key: 'price',
        label: 'Budget',
        options: ['Under $50', '$50 - $100', 'Above $100'].map((value) => ({ value, label: value })),
      },
    ]);
  });

  it('should read the selection from the query', () => {
    const model = toGiftGuide({ _uid: '1', component: 'gift_guide' }, ctx({ price: '$50 - $100', utm_campaign: 'x' }));
    expect(model.initial.filters).toEqual({ price: '$50 - $100' });
  });

  it('should offer the genders the live offers carry, capitalised, and read gender from the query', () => {
    const gendered = [offer('tie', { gender: ['male'] }), offer('lamp', { gender: ['unisex', 'female'] })];
    const base = ctx({ gender: 'FEMALE' });
    const model = toGiftGuide({ _uid: '1', component: 'gift_guide' }, {
      ...base,
      collections: { ...base.collections, giftGuideOffers: gendered },
    } as MapContext);
    expect(model.filters.find((filter) => filter.key === 'gender')).toEqual({
      key: 'gender',
      label: 'Gender',
      options: [
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male' },
        { value: 'unisex', label: 'Unisex' },
      ],
    });
    expect(model.initial.filters).toEqual({ gender: 'female' });
  });

  it("should head the gift guide form with the page's form title and description, else its own title", () => {
    const titled = {
      _uid: '1',
      component: 'gift_guide',
      formTitle: 'Find the perfect gift',
      formDescription: 'Tell us.',
    };
    expect(toGiftGuide(titled, ctx()).form).toEqual({ title: 'Find the perfect gift', description: 'Tell us.' });
    expect(toGiftGuide({ _uid: '1', component: 'gift_guide' }, ctx()).form).toEqual({
      title: 'Send me these gift ideas',
    });
  });
});
