import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { PromoCodeStore } from './promo-code.store';

/** spec 3 §5.1 'Promo code': one field and Apply; the field locks once a code applied. */
export const PromoCodeView = observer(function PromoCodeView({ promo }: { promo: PromoCodeStore }) {
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    void promo.apply();
  };
  const locked = promo.applied || promo.applying;
  return (
    <section className="booking-checkout__section booking-promo" aria-labelledby="booking-promo-heading">
      <h3 className="booking-checkout__heading" id="booking-promo-heading">
        Promo code
      </h3>
      <div className="booking-promo__row">
        <label className="form-field__label" htmlFor="booking-promo-code">
          Promo code
        </label>
        <input
          id="booking-promo-code"
          className="form-field__input booking-promo__input"
          type="text"
          autoComplete="off"
          value={promo.code}
          disabled={promo.applied}
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? 'booking-promo-error' : undefined}
          onChange={(event) => promo.setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onApply(event);
          }}
        />
        <button
          type="button"
          className="button button--secondary booking-promo__apply"
          disabled={locked}
          aria-busy={promo.applying || undefined}
          onClick={onApply}
        >
          {promo.applying ? <span className="booking-spinner" aria-hidden="true" /> : null}
          {promo.applying ? 'Applying...' : promo.applied ? 'Applied' : 'Apply'}
        </button>
      </div>
      <div role="alert" className="booking-promo__error-region">
        {promo.error ? (
          <p className="form-field__error" id="booking-promo-error">
            {promo.error}
          </p>
        ) : null}
      </div>
      <div role="status" className="booking-toast-region">
        {promo.toast ? (
          <div className="booking-toast">
            <span>{promo.toast}</span>
            <button type="button" className="booking-toast__close" aria-label="Close" onClick={promo.dismissToast}>
              ×
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
});
