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

  describe('the creation panel', () => {
    const choice = (title: string, fields: Record<string, unknown>) => ({
      component: 'gift_guide_choice',
      title,
      ...fields,
    });
    const image = { filename: 'https://a.storyblok.com/f/1/520x340/ab/gifts-home.svg', alt: 'Lamp' };
    const withChoices = (choices: unknown[], query: Record<string, string> = {}) => {
      const base = ctx(query);
      const own = { ...set, content: { ...(set.content as object), choices } };
      return { ...base, collections: { ...base.collections, giftGuideSets: [own] } } as MapContext;
    };
    const choices = [
      choice('Home', { _uid: 'c1', filterTypes: ['categories'], categories: 'home', featureImage: image }),
      choice('Home under $50', {
        _uid: 'c2',
        filterTypes: ['categories', 'price'],
        categories: 'Home',
        price: 'Under $50',
      }),
      // no option (no live offer is 'Garden'), no offer in the band, no title, an unknown type: left out
      choice('Garden', { filterTypes: ['categories'], categories: 'Garden' }),
      choice('Luxe', { filterTypes: ['price'], price: 'Above $100' }),
      choice('', { filterTypes: ['categories'], categories: 'Home' }),
      choice('Red', { filterTypes: ['colour'], colour: 'Red' }),
    ];

    it("should show the set's choices that lead to offers, each a link to its filters, a placeholder without image", () => {
      const model = toGiftGuide(
        { _uid: '1', component: 'gift_guide', creationText: 'Who is it for?' },
        withChoices(choices),
      );
      expect(model.creation).toEqual({
        text: 'Who is it for?',
        choices: [
          {
            id: 'c1',
            title: 'Home',
            filters: { categories: 'Home' },
            href: '?categories=Home#gift-guide-results',
            image: expect.objectContaining({ src: 'https://img.example/f/1/520x340/ab/gifts-home.svg', alt: '' }),
          },
          {
            id: 'c2',
            title: 'Home under $50',
            filters: { categories: 'Home', price: 'Under $50' },
            href: '?categories=Home&price=Under+%2450#gift-guide-results',
            image: undefined,
          },
        ],
      });
    });

    it('should hide the panel with hideCreation, or when no choice leads anywhere', () => {
      expect(
        toGiftGuide({ _uid: '1', component: 'gift_guide', hideCreation: true }, withChoices(choices)).creation,
      ).toBeUndefined();
      expect(
        toGiftGuide({ _uid: '1', component: 'gift_guide' }, withChoices(choices.slice(2))).creation,
      ).toBeUndefined();
      expect(toGiftGuide({ _uid: '1', component: 'gift_guide' }, ctx()).creation).toBeUndefined();
    });

    it('should take the details and creation colours when they are #hex, and ignore anything else', () => {
      const model = toGiftGuide(
        {
          _uid: '1',
          component: 'gift_guide',
          detailsBackgroundColour: '#123A5A',
          creationBackgroundColour: '#fff;background:url(https://evil.example)',
        },
        withChoices(choices),
      );
      expect(model.detailsColour).toEqual({ background: '#123a5a', ink: 'light' });
      expect(model.creation?.colour).toBeUndefined();
      const light = toGiftGuide(
        { _uid: '1', component: 'gift_guide', creationBackgroundColour: '#F6E9DC' },
        withChoices(choices),
      );
      expect(light.creation?.colour).toEqual({ background: '#f6e9dc', ink: 'dark' });
      expect(light.detailsColour).toBeUndefined();
    });
  });
});
