/**
 * spec 1 §9: discover values; the /shopping link lists five of them (without sustainable-designers).
 */
export const DISCOVER_VALUES = ['new', 'exclusives', 'australian-designers', 'sustainable-designers', 'luxury', 'trending'] as const;
export type DiscoverValue = (typeof DISCOVER_VALUES)[number];

export const DISCOVER_LABELS: Record<DiscoverValue, string> = {
  new: 'New',
  exclusives: 'Exclusives',
  'australian-designers': 'Australian Designers',
  'sustainable-designers': 'Sustainable Designers',
  luxury: 'Luxury',
  trending: 'Trending',
};

export function isDiscoverValue(value: string): value is DiscoverValue {
  return (DISCOVER_VALUES as readonly string[]).includes(value);
}

/** A known value's label; other values capitalised from their kebab-case form. */
export function discoverLabel(value: string): string {
  if (isDiscoverValue(value)) return DISCOVER_LABELS[value];
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
