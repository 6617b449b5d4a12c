/** spec 1 §3: floor codes and their labels; anything else is 'Level unassigned'. */
const FLOORS: Record<string, string> = {
  BL: 'Basement Level',
  LG: 'Lower Ground',
  G: 'Ground Level',
  L1: 'Level 1',
  L2: 'Level 2',
  L3: 'Level 3',
  L4: 'Level 4',
  L5: 'Level 5',
};

export const UNASSIGNED_FLOOR = 'Level unassigned';

export function floorLabel(code: string | undefined | null): string {
  return FLOORS[String(code ?? '').trim().toUpperCase()] ?? UNASSIGNED_FLOOR;
}

/** Floors in building order, lowest first (for grouping by floor). */
export const FLOOR_ORDER = ['BL', 'LG', 'G', 'L1', 'L2', 'L3', 'L4', 'L5'];

/** spec 1 §3: accepted methods with their names; others are shown capitalised from their snake_case form. */
const PAYMENTS: Record<string, string> = {
  giftCard: 'Gift Card',
  unionPay: 'UnionPay',
  zipPay: 'Zip Pay',
  afterPay: 'Afterpay',
  deliveroo: 'Deliveroo',
  uber_eats: 'Uber Eats',
};

export function paymentLabel(method: string): string {
  const known = PAYMENTS[method];
  if (known) return known;
  return method
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export type StoreStatusKind = 'open' | 'temporarily-closed' | 'coming-soon';

/**
 * spec 1 §2.6: store statuses arrive in several spellings ('temporarily_closed', 'Temporarily Closed',
 * 'temporarily-closed', 'coming soon' ...). Anything else is open.
 */
export function storeStatus(raw: string | undefined | null): StoreStatusKind {
  const text = String(raw ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (text === 'temporarily closed' || text === 'temp closed' || text === 'closed temporarily') return 'temporarily-closed';
  if (text === 'coming soon' || text === 'opening soon') return 'coming-soon';
  return 'open';
}

export const STORE_STATUS_LABEL: Record<StoreStatusKind, string> = {
  open: 'Open',
  'temporarily-closed': 'Temporarily Closed',
  'coming-soon': 'Coming Soon',
};

/** spec 1 §2.6 and §5: promotions are hidden, and directory cards too, while a store is temporarily closed or coming soon. */
export function isTrading(raw: string | undefined | null): boolean {
  return storeStatus(raw) === 'open';
}
