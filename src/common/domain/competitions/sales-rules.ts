/**
 * spec 2 §5 "Competition" sales entries: each purchase's store, date and amount, the spend limits, and the total
 * spend (whose message is set on every amount). Amounts are counted in whole cents.
 */
import { countCharacters } from '../forms/field-rules';
import { TEXT_MAX_LENGTH } from '../forms/field-sanitisers';
import type { FieldOption, FormField, ValidationRule } from '../forms/form-field';
import type { SalesDriverLimits } from './competition-form';
import { toCents } from './competition-form';
import { COMPETITION_MESSAGES } from './competition-messages';
import { type DateRange, isWithin, parseEntryDate } from './entry-dates';

/** A sales row as posted (spec 2 §3: sales[i].storeid, date, value, item, receipt_number). */
export interface SalesRowInput {
  storeid?: unknown;
  date?: unknown;
  value?: unknown;
  item?: unknown;
  receipt_number?: unknown;
}

/** A checked sales row: the date as YYYY-MM-DD, the amount with two decimals ('29.95', '30.00'). */
export interface SalesRow {
  storeid: string;
  date: string;
  value: string;
  item?: string;
  receipt_number?: string;
}

export interface SalesRules {
  limits?: SalesDriverLimits;
  /** the competition's stores (uuids); empty: any store of the centre */
  stores: readonly string[];
  /** the purchase dates offered (entry-dates.ts) */
  dates: DateRange;
  /** one purchase per entry: the row takes the spend limits itself */
  singlePurchase: boolean;
}

/** the most purchases one entry lists (a hand-made request could send thousands) */
export const MAX_SALES_ROWS = 20;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const TWO_DECIMALS = /^-?\d+(?:\.\d{1,2})?$/;

/** 3000 → '30', 2995 → '29.95', 3050 → '30.50' (the '$' is the message's). */
export function formatAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** 2995 → '29.95', 3000 → '30.00': an amount as delivered. */
export function moneyText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The per-purchase limits: a single purchase takes the minimum too; several share it through their total. */
function rowLimits(rules: Pick<SalesRules, 'limits' | 'singlePurchase'>): {
  min: number;
  max?: number;
  minFromLimits: boolean;
} {
  const min = rules.singlePurchase ? rules.limits?.min : undefined;
  return { min: min ?? 1, max: rules.limits?.rowMax, minFromLimits: min !== undefined };
}

/** spec 2 §5: an amount's message, or undefined when it is valid. */
export function amountError(value: unknown, rules: Pick<SalesRules, 'limits' | 'singlePurchase'>): string | undefined {
  const written = textOf(value);
  if (written === '') return COMPETITION_MESSAGES.amountRequired;
  if (!NUMBER.test(written)) return COMPETITION_MESSAGES.amountInvalid;
  const { min, max, minFromLimits } = rowLimits(rules);
  const atLeast = minFromLimits
    ? COMPETITION_MESSAGES.amountAtLeast(formatAmount(min))
    : COMPETITION_MESSAGES.amountMinimum;
  // more than two decimals is not an amount of money
  if (!TWO_DECIMALS.test(written)) return COMPETITION_MESSAGES.amountInvalid;
  const cents = toCents(written);
  if (cents === undefined) return atLeast;
  if (cents < min) return atLeast;
  if (max !== undefined && cents > max) return COMPETITION_MESSAGES.amountAtMost(formatAmount(max));
  return undefined;
}

/** spec 2 §5: the total spend's message (set on every amount), or undefined. */
export function totalError(amounts: readonly number[], limits: SalesDriverLimits | undefined): string | undefined {
  if (!limits) return undefined;
  const total = amounts.reduce((sum, cents) => sum + cents, 0);
  if (limits.totalMax !== undefined && total > limits.totalMax) {
    return COMPETITION_MESSAGES.totalAtMost(formatAmount(limits.totalMax), formatAmount(total - limits.totalMax));
  }
  if (limits.min !== undefined && total < limits.min) {
    return COMPETITION_MESSAGES.totalAtLeast(formatAmount(limits.min), formatAmount(limits.min - total));
  }
  return undefined;
}

function dateError(value: unknown, range: DateRange): string | undefined {
  const written = textOf(value);
  if (written === '') return COMPETITION_MESSAGES.dateRequired;
  const key = parseEntryDate(written);
  if (key === undefined || !isWithin(key, range)) return COMPETITION_MESSAGES.dateOutOfRange;
  return undefined;
}

function storeError(value: unknown, stores: readonly string[]): string | undefined {
  const written = textOf(value);
  if (written === '') return COMPETITION_MESSAGES.storeRequired;
  if (stores.length > 0 ? !stores.includes(written) : countCharacters(written) > TEXT_MAX_LENGTH) {
    return COMPETITION_MESSAGES.storeInvalid;
  }
  return undefined;
}

function optionalTextError(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return 'Please enter a valid value';
  const written = textOf(value);
  return countCharacters(written) > TEXT_MAX_LENGTH
    ? COMPETITION_MESSAGES.answerCharacters(TEXT_MAX_LENGTH)
    : undefined;
}

export interface SalesCheck {
  /** keyed `sales[i].storeid`, `sales[i].date`, `sales[i].value`, `sales[i].item`, `sales[i].receipt_number`, or `sales` */
  errors: Record<string, string>;
  rows: SalesRow[];
}

/** Checks every purchase, then (when each amount is valid) the total, whose message goes on every amount. */
export function checkSales(input: unknown, rules: SalesRules): SalesCheck {
  const errors: Record<string, string> = {};
  const given = Array.isArray(input) ? (input as unknown[]) : [];
  if (input !== undefined && input !== null && !Array.isArray(input)) errors.sales = 'Please enter a valid value';
  if (given.length > (rules.singlePurchase ? 1 : MAX_SALES_ROWS)) {
    errors.sales = rules.singlePurchase
      ? COMPETITION_MESSAGES.singlePurchase
      : `Please enter at most ${MAX_SALES_ROWS} purchases`;
    return { errors, rows: [] };
  }
  const rows: SalesRowInput[] =
    given.length === 0
      ? [{}]
      : given.map((row) => (typeof row === 'object' && row !== null ? (row as SalesRowInput) : {}));
  const amounts: number[] = [];
  rows.forEach((row, index) => {
    const at = (name: string): string => `sales[${index}].${name}`;
    const checks: Array<[string, string | undefined]> = [
      ['storeid', storeError(row.storeid, rules.stores)],
      ['date', dateError(row.date, rules.dates)],
      ['value', amountError(row.value, rules)],
      ['item', optionalTextError(row.item)],
      ['receipt_number', optionalTextError(row.receipt_number)],
    ];
    for (const [name, message] of checks) if (message !== undefined) errors[at(name)] = message;
    const cents = toCents(textOf(row.value));
    if (errors[at('value')] === undefined && cents !== undefined) amounts.push(cents);
  });
  if (amounts.length === rows.length) {
    const total = rules.singlePurchase ? undefined : totalError(amounts, rules.limits);
    if (total !== undefined) rows.forEach((_, index) => (errors[`sales[${index}].value`] = total));
  }
  if (Object.keys(errors).length > 0) return { errors, rows: [] };
  return {
    errors,
    rows: rows.map((row) => {
      const item = textOf(row.item);
      const receipt = textOf(row.receipt_number);
      return {
        storeid: textOf(row.storeid),
        date: parseEntryDate(textOf(row.date)) as string,
        value: moneyText(toCents(textOf(row.value)) as number),
        ...(item ? { item } : {}),
        ...(receipt ? { receipt_number: receipt } : {}),
      };
    }),
  };
}

/**
 * The fields of one purchase row for the browser's form, with rules that say what `amountError` says (the
 * limits replacing the minimum, two decimals at most); the dates and the total are judged by `checkSales`.
 * Given the purchase dates, the date field carries them for its picker (spec 2 §5: only dates within the range).
 */
export function salesRowFields(
  labels: readonly FormField[],
  stores: readonly FieldOption[],
  rules: Pick<SalesRules, 'limits' | 'singlePurchase'> & Partial<Pick<SalesRules, 'dates'>>,
): FormField[] {
  const { min, max, minFromLimits } = rowLimits(rules);
  const atLeast = minFromLimits
    ? COMPETITION_MESSAGES.amountAtLeast(formatAmount(min))
    : COMPETITION_MESSAGES.amountMinimum;
  const amountRules: ValidationRule[] = [
    { type: 'required', message: COMPETITION_MESSAGES.amountRequired },
    { type: 'number', message: COMPETITION_MESSAGES.amountInvalid },
    { type: 'pattern', value: TWO_DECIMALS.source, message: COMPETITION_MESSAGES.amountInvalid },
    { type: 'min', value: min / 100, message: atLeast },
    ...(max !== undefined
      ? [{ type: 'max' as const, value: max / 100, message: COMPETITION_MESSAGES.amountAtMost(formatAmount(max)) }]
      : []),
  ];
  return labels.map((field) => {
    if (field.name === 'storeid')
      return {
        ...field,
        options: stores,
        validation: [{ type: 'required', message: COMPETITION_MESSAGES.storeRequired }],
      };
    if (field.name === 'date')
      return {
        ...field,
        validation: [{ type: 'required', message: COMPETITION_MESSAGES.dateRequired }],
        ...(rules.dates ? { dateRange: rules.dates } : {}),
      };
    return { ...field, validation: amountRules };
  });
}
