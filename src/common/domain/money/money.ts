/**
 * Money of the booking and ticketing flows (spec 3 §9): AUD, shown in dollars with two decimals ('Free' at zero), carried as
 * integer cents everywhere else. The provider answers decimal strings ('19.95'); they become cents once, here,
 * with decimal arithmetic on the digits so that '1.005' rounds like a person would (half away from zero), not
 * like its binary float.
 */

const DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/;

/** Digits of a number as a plain decimal ('1e-7' forms are rare enough to round as floats). */
function decimalText(value: number): string | undefined {
  const text = String(value);
  return /e/i.test(text) ? undefined : text;
}

/** The provider's decimal ('19.95', '80', 19.95) in cents, half away from zero; anything unreadable is 0. */
export function toCents(value: string | number | null | undefined): number {
  if (typeof value === 'number' && !Number.isFinite(value)) return 0;
  const text = typeof value === 'number' ? decimalText(value) : value;
  if (typeof value === 'number' && text === undefined) return roundHalfAway(value * 100);
  if (typeof text !== 'string') return 0;
  const match = DECIMAL.exec(text);
  if (!match) return 0;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return 0;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const roundsUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const total = cents + roundsUp;
  if (!Number.isSafeInteger(total)) return 0;
  return sign === '-' && total !== 0 ? -total : total;
}

/** A computed amount of cents (a share, a tax) to the whole cent, half away from zero; anything not finite is 0. */
export function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return Number.isSafeInteger(rounded) ? rounded + 0 : 0;
}

function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Cents as dollars for the visitor, always with cents: '$0.00', '$1,234.50', '-$5.00'. */
export function formatAmount(cents: number): string {
  const whole = Math.round(Number.isFinite(cents) ? cents : 0);
  const abs = Math.abs(whole);
  const text = `$${grouped(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return whole < 0 ? `-${text}` : text;
}

/** spec 3 §5.2, §9: a price, 'Free' at zero. */
export function formatPrice(cents: number): string {
  return Math.round(cents) === 0 ? 'Free' : formatAmount(cents);
}

/** Cents as the provider's decimal string ('95.00'), as the booking data request carries an invoice amount. */
export function toDecimal(cents: number): string {
  const whole = Math.round(Number.isFinite(cents) ? cents : 0);
  const abs = Math.abs(whole);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return whole < 0 ? `-${text}` : text;
}

/** spec 3 §9: prices include GST, which is one eleventh of them, rounded to the cent. */
export function gstOfInclusive(cents: number): number {
  return roundHalfAway(cents / 11);
}

const finite = (value: number | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** spec 3 §9: with an exclusive tax method, tax is the rate times the amount and the fees, in cents. */
export function exclusiveTax(rate: number, amountCents: number, feesCents: number): number {
  return roundHalfAway(finite(rate) * (finite(amountCents) + finite(feesCents)));
}
