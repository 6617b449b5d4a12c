import { observer } from 'mobx-react-lite';
import { forwardRef, useEffect, useRef } from 'react';
import type { CardPayment } from './card-payment-shape';
import type { SandboxCardPayment } from './sandbox-card-payment';
import type { StripeCardPayment } from './stripe-card-payment';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

interface CardPaymentViewProps {
  card: CardPayment;
  /** 'Please complete all fields for card payment' */
  error?: string;
  /** a refused press asks for the card's first field (the count makes each request new) */
  focusCount?: number;
}

/** spec 3 §2.1 'payment details': the card number, expiry and CVC, with the card's error under them. */
export const CardPaymentView = observer(function CardPaymentView({ card, error, focusCount }: CardPaymentViewProps) {
  return (
    <fieldset className="booking-payment" aria-describedby={error ? 'booking-payment-error' : undefined}>
      <legend className="booking-checkout__heading">Payment details</legend>
      {card.kind === 'sandbox' ? <SandboxCardFields card={card as SandboxCardPayment} focusCount={focusCount} /> : null}
      {card.kind === 'stripe' ? <StripeCardFields card={card as StripeCardPayment} focusCount={focusCount} /> : null}
      <div role="alert">
        {error ? (
          <p className="form-field__error" id="booking-payment-error">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
});

type CardField = 'number' | 'expiry' | 'cvc';

/** The sandbox form's three card fields in order: label, the browser's card autofill, hint, the card's setter. */
const SANDBOX_FIELDS = [
  {
    field: 'number',
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    set: 'setNumber',
  },
  { field: 'expiry', label: 'Expiry (MM / YY)', autoComplete: 'cc-exp', placeholder: 'MM / YY', set: 'setExpiry' },
  { field: 'cvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: 'CVC', set: 'setCvc' },
] as const;

interface CardInputProps {
  field: CardField;
  label: string;
  autoComplete: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

/** One of the sandbox form's three card fields (labelled, numeric keyboard, the browser's card autofill). */
const CardInput = forwardRef<HTMLInputElement, CardInputProps>(function CardInput(
  { field, label, autoComplete, placeholder, value, onChange },
  ref,
) {
  const id = `booking-payment-${field}`;
  return (
    <div className={`form-field booking-payment__${field}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="form-field__input booking-payment__input"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
});

const SandboxCardFields = observer(function SandboxCardFields({
  card,
  focusCount,
}: {
  card: SandboxCardPayment;
  focusCount?: number;
}) {
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  useEffect(() => {
    if (!focusCount) return;
    const first = !card.numberComplete ? 'number' : !card.expiryComplete ? 'expiry' : 'cvc';
    inputs.current[first]?.focus();
    // only a new request moves the focus, not typing (the card's fields are read, not watched)
  }, [focusCount, card]);
  return (
    <div className="booking-payment__fields">
      <p className="booking-payment__note">Test payments only: no card is charged.</p>
      {SANDBOX_FIELDS.map(({ field, set, ...input }) => (
        <CardInput
          key={field}
          ref={(element) => {
            inputs.current[field] = element;
          }}
          field={field}
          {...input}
          value={card[field]}
          onChange={(value) => card[set](value)}
        />
      ))}
      {card.authenticating ? <ThreeDSecureDialog onAnswer={card.authenticate} /> : null}
    </div>
  );
});

/** Stripe's three elements, mounted once Stripe.js loaded (their own 3-D Secure dialog comes with them). */
const StripeCardFields = observer(function StripeCardFields({
  card,
  focusCount,
}: {
  card: StripeCardPayment;
  focusCount?: number;
}) {
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const cvc = useRef<HTMLDivElement>(null);
  const ready = card.ready;
  useEffect(() => {
    if (!ready || !number.current || !expiry.current || !cvc.current) return;
    return card.mount({ number: number.current, expiry: expiry.current, cvc: cvc.current });
  }, [card, ready]);
  useEffect(() => {
    if (focusCount) card.focus();
  }, [focusCount, card]);
  const field = (kind: CardField, label: string, ref: React.RefObject<HTMLDivElement | null>) => (
    <div className={`form-field booking-payment__${kind}`}>
      <span className="form-field__label" id={`booking-payment-${kind}-label`}>
        {label}
      </span>
      <div
        ref={ref}
        className="form-field__input booking-payment__element"
        aria-labelledby={`booking-payment-${kind}-label`}
      />
      {card.fieldErrors[kind] ? <p className="form-field__error">{card.fieldErrors[kind]}</p> : null}
    </div>
  );
  return (
    <div className="booking-payment__fields" aria-busy={!ready || undefined}>
      {ready ? null : <p className="booking-payment__note">Loading card payment...</p>}
      {field('number', 'Card number', number)}
      {field('expiry', 'Expiry', expiry)}
      {field('cvc', 'CVC', cvc)}
    </div>
  );
});
