/**
 * What a card does in test mode (contracts.md §4 "Test cards"): the outcome follows the number, and an
 * expiry in the past declines with expired_card whatever the number. Only the last four digits are kept.
 */
import { invalidRequest, missingParam } from './stripe-error';
import type { FormObject } from './form-params';
import { object, text } from './form-params';

export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires_action' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string; param?: string };

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

const declined = (declineCode: string, message = 'Your card was declined.'): CardOutcome => ({
  kind: 'declined',
  code: 'card_declined',
  declineCode,
  message,
});

const BY_NUMBER: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000002500003155': { kind: 'requires_action' },
  '4000002760003184': { kind: 'requires_action' },
  '4000000000000069': {
    kind: 'declined',
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  },
  '4000000000000127': {
    kind: 'declined',
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
  '4000000000000119': {
    kind: 'declined',
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const cardError = (code: string, message: string, param: string): CardOutcome => ({
  kind: 'declined',
  code,
  message,
  param,
});

/** Reads payment_method_data[card] and decides its outcome against the sandbox clock. */
export function readCard(data: FormObject, now: Date): CardDetails {
  if (text(data.type) !== 'card')
    throw invalidRequest(
      'Only card payment methods are supported.',
      'payment_method_invalid_parameter',
      'payment_method_data[type]',
    );
  const card = object(data.card);
  if (!card) throw missingParam('payment_method_data[card]');
  const number = (text(card.number) ?? '').replace(/[\s-]/g, '');
  if (number === '') throw missingParam('payment_method_data[card][number]');
  const expMonth = Number(text(card.exp_month));
  const rawYear = Number(text(card.exp_year));
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  const cvc = text(card.cvc) ?? '';
  const last4 = number.slice(-4);
  const details = (outcome: CardOutcome): CardDetails => ({
    brand: number.startsWith('5') ? 'mastercard' : 'visa',
    last4,
    expMonth,
    expYear,
    outcome,
  });
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    return details(cardError('incorrect_number', 'Your card number is incorrect.', 'number'));
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
    return details(cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month'));
  if (!Number.isInteger(expYear) || expYear < 2000)
    return details(cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year'));
  if (!/^\d{3,4}$/.test(cvc)) return details(cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc'));
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth)
    return details({
      kind: 'declined',
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
      param: 'exp_month',
    });
  // a real card number in test mode is declined, as Stripe does
  return details(
    BY_NUMBER[number] ??
      declined(
        'test_mode_live_card',
        'Your card was declined. Your request was in test mode, but used a non test card.',
      ),
  );
}
