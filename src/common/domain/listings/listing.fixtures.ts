import type { ListingCard } from './listing-card';

let next = 1;

/** A visible offer card unless overridden (dates are wall times in the test's zone). */
export function card(overrides: Partial<ListingCard> = {}): ListingCard {
  const id = next++;
  return {
    kind: 'offers',
    id,
    uuid: `uuid-${id}`,
    slug: `card-${id}`,
    title: `Card ${id}`,
    description: 'Something worth knowing',
    startDate: '2026-03-01 00:00',
    endDate: '2026-03-31 23:59',
    offerStartDate: '2026-03-01 00:00',
    offerEndDate: '2026-03-31 23:59',
    hasRecurrence: false,
    pinToTop: false,
    notOnLastPromo: false,
    notOnStoreFilter: false,
    inCentreOnly: false,
    tags: [],
    ...overrides,
  };
}

export const ZONES = ['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Sydney'] as const;
