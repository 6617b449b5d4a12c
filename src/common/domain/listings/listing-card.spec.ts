import type { CompetitionContent } from '../cms/competition-content.types';
import type { EventContent, OfferContent } from '../cms/foundation-content.types';
import type { CmsStory } from '../cms/storyblok.types';
import { cardHref, competitionCard, promotionCard } from './listing-card';

const story = <C extends { component: string }>(slug: string, content: C) =>
  ({
    id: 123456789,
    uuid: `u-${slug}`,
    slug,
    full_slug: `x/${slug}`,
    content: { _uid: 'c', ...content },
  }) as unknown as CmsStory<C & { _uid: string }>;

describe('listing cards from stories (spec 1 §3)', () => {
  it('should read an event with its recurrence, flags and card image', () => {
    const event = promotionCard(
      story<Partial<EventContent> & { component: 'centre_event' }>('runway', {
        component: 'centre_event',
        title: ' New Season Runway ',
        excerpt: 'See the new season',
        image: { id: 1, filename: 'https://a.storyblok.com/f/1/520x340/x/card.svg', alt: 'Catwalk' },
        appointmentRecurrence: [{ _uid: 'r', component: 'appointment_recurrence', pattern: 'singleDay' }],
        pinToTop: true,
        startDate: '',
        eventStartDate: '2026-03-06 11:00',
      }) as CmsStory<EventContent>,
      'events',
    );
    expect(event).toMatchObject({
      kind: 'events',
      id: 123456789,
      slug: 'runway',
      title: 'New Season Runway',
      hasRecurrence: true,
      pinToTop: true,
      startDate: undefined,
    });
    expect(event.image?.alt).toBe('Catwalk');
    expect(cardHref(event)).toBe('/events/123456789/runway');
  });

  it('should fall back to the feature image when a card has no image of its own', () => {
    const offer = promotionCard(
      story<Partial<OfferContent> & { component: 'centre_offer' }>('sale', {
        component: 'centre_offer',
        title: 'Sale',
        image: { id: null, filename: '' },
        featureImage: { id: 2, filename: 'https://a.storyblok.com/f/1/1200x800/x/feature.svg', alt: 'Shoes' },
      }) as CmsStory<OfferContent>,
      'offers',
    );
    expect(offer.image?.alt).toBe('Shoes');
    expect(cardHref(offer)).toBe('/offers/123456789/sale');
  });

  it('should read a competition name, tagline and dates, linked by slug', () => {
    const competition = competitionCard(
      story<Partial<CompetitionContent> & { component: 'competition' }>('win-a-car', {
        component: 'competition',
        competition_name: 'Win a car',
        tagline: 'Spend $50',
        effectiveDate: '2026-03-01 00:00',
        expiryDate: '2026-04-01 00:00',
        inCentreOnly: true,
      }) as CmsStory<CompetitionContent>,
    );
    expect(competition).toMatchObject({
      kind: 'competitions',
      title: 'Win a car',
      description: 'Spend $50',
      inCentreOnly: true,
      effectiveDate: '2026-03-01 00:00',
    });
    expect(cardHref(competition)).toBe('/competitions/win-a-car');
  });
});
