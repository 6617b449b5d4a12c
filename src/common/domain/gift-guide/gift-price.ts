/**
 * spec 1 §5 'Gift guide price filter parsing': 'Under $N', 'Above $N', '$N - $M' (and '$N+'); keywords match
 * case-insensitively; price ranges are sorted by their bounds.
 */
export interface PriceRange {
  /** lowest price in the range; undefined: open */
  min?: number;
  /** highest price in the range; undefined: open */
  max?: number;
  /** 'Under $N' excludes N itself, 'Above $N' too; '$N - $M' and '$N+' include their bounds */
  minExclusive?: boolean;
  maxExclusive?: boolean;
}

const AMOUNT = String.raw`\$?\s*(\d+(?:[.,]\d+)?)`;
const UNDER = new RegExp(String.raw`^(?:under|below|less than)\s*${AMOUNT}$`, 'i');
const ABOVE = new RegExp(String.raw`^(?:above|over|more than)\s*${AMOUNT}$`, 'i');
const PLUS = new RegExp(String.raw`^${AMOUNT}\s*\+$`, 'i');
const BETWEEN = new RegExp(String.raw`^${AMOUNT}\s*(?:-|–|—|to)\s*${AMOUNT}$`, 'i');

const amount = (text: string) => Number(text.replace(',', '.'));

/** The range a price option's label names, or undefined when it names none. */
export function parsePriceRange(label: string): PriceRange | undefined {
  const text = label.trim();
  let match = UNDER.exec(text);
  if (match) return { max: amount(match[1]!), maxExclusive: true };
  match = ABOVE.exec(text);
  if (match) return { min: amount(match[1]!), minExclusive: true };
  match = PLUS.exec(text);
  if (match) return { min: amount(match[1]!) };
  match = BETWEEN.exec(text);
  if (match) {
    const [low, high] = [amount(match[1]!), amount(match[2]!)].sort((a, b) => a - b) as [number, number];
    return { min: low, max: high };
  }
  return undefined;
}

/** Whether a price falls in the range; an offer without a price is in no range. */
export function priceInRange(price: number | undefined, range: PriceRange): boolean {
  if (price === undefined || !Number.isFinite(price)) return false;
  if (range.min !== undefined && (range.minExclusive ? price <= range.min : price < range.min)) return false;
  if (range.max !== undefined && (range.maxExclusive ? price >= range.max : price > range.max)) return false;
  return true;
}

/** Price option labels sorted by their bounds (lower bound first, an open one lowest; then upper bound); unreadable ones last. */
export function sortPriceLabels(labels: readonly string[]): string[] {
  const key = (label: string): [number, number] => {
    const range = parsePriceRange(label);
    if (!range) return [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    return [range.min ?? Number.NEGATIVE_INFINITY, range.max ?? Number.POSITIVE_INFINITY];
  };
  return [...labels].sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return a1 !== b1 ? (a1 < b1 ? -1 : 1) : a2 !== b2 ? (a2 < b2 ? -1 : 1) : 0;
  });
}

/** The number of a CMS price ('49', 49, '$49.95'); undefined when there is none. */
export function priceOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const cleaned = raw.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

/** The card's price text, always with '$' (spec 1 §2.11): the editor's description, else the number. */
export function priceText(description: string | undefined, price: number | undefined): string {
  const text = description?.trim() ?? '';
  if (text) return text.includes('$') || !/^\d/.test(text) ? text : `$${text}`;
  return price === undefined ? '' : `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
