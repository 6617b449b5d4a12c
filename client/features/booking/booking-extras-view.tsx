import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { AdditionalField } from '../../../src/common/domain/booking/booking-wire';
import { formatPrice } from '../../../src/common/domain/money/money';
import type { BookingDetailsStore } from './booking-details.store';
import { BookingField, controlAria } from './booking-field';

const range = (max: number): number[] => Array.from({ length: max + 1 }, (_, index) => index);

/** spec 3 §2.1 'Add to Booking' products, quantity up to each product's limit for the service (§3.1). */
export const BookingProductsView = observer(function BookingProductsView({ details }: { details: BookingDetailsStore }) {
  const base = useId();
  const products = details.service.products.filter((product) => product.maxQty > 0);
  if (products.length === 0) return null;
  return (
    <fieldset className="booking-products">
      <legend className="booking__label">Add to Booking</legend>
      {products.map((product) => {
        const id = `${base}-${product.id}`;
        return (
          <BookingField key={product.id} id={id} label={`${product.name} (${formatPrice(product.priceCents)})`}>
            <select
              id={id}
              className="booking__input booking__input--short"
              value={details.products[product.id] ?? 0}
              onChange={(event) => details.setProduct(product.id, Number(event.target.value))}
            >
              {range(product.maxQty).map((qty) => (
                <option key={qty} value={qty}>
                  {qty}
                </option>
              ))}
            </select>
          </BookingField>
        );
      })}
    </fieldset>
  );
});

/** One question's control, by its type ('digits' is a number typed as text, spec 3 §3.1). */
function questionControl(field: AdditionalField, id: string, value: string, error: string | undefined, set: (next: string) => void) {
  const common = { id, ...controlAria(id, error) };
  if (field.type === 'checkbox')
    return <input {...common} type="checkbox" className="booking__check" checked={value === '1'} onChange={(event) => set(event.target.checked ? '1' : '')} />;
  if (field.type === 'textarea')
    return <textarea {...common} className="booking__input" rows={3} value={value} onChange={(event) => set(event.target.value)} />;
  if (field.type === 'select')
    return (
      <select {...common} className="booking__input" value={value} onChange={(event) => set(event.target.value)}>
        <option value="">Please select</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  return (
    <input
      {...common}
      className="booking__input"
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'numeric' : undefined}
      value={value}
      onChange={(event) => set(event.target.value)}
    />
  );
}

/**
 * spec 3 §2.1, §3.1, §5.1: the service's additional questions and the block's own ('This is a required field.'
 * unless optional).
 */
export const BookingQuestionsView = observer(function BookingQuestionsView({ details }: { details: BookingDetailsStore }) {
  const base = useId();
  const questions = details.questions;
  if (questions.length === 0) return null;
  return (
    <fieldset className="booking-questions">
      <legend className="booking__label">A few questions</legend>
      {questions.map((field) => {
        const id = `${base}-${field.key}`;
        const error = details.errors[field.key];
        return (
          <BookingField key={field.key} id={id} label={field.optional ? `${field.title} (optional)` : field.title} error={error}>
            {questionControl(field, id, details.answers[field.key] ?? '', error, (next) => details.setAnswer(field.key, next))}
          </BookingField>
        );
      })}
    </fieldset>
  );
});
