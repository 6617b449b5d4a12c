import { observer } from 'mobx-react-lite';
import { questionsOf } from '../../../src/common/domain/booking/attendees';
import type { AdditionalField } from '../../../src/common/domain/booking/booking-wire';
import { formatPrice } from '../../../src/common/domain/booking/money';
import type { BookingDetailsStore } from './booking-details.store';
import { BookingField } from './booking-field';

const range = (max: number): number[] => Array.from({ length: max + 1 }, (_, index) => index);

/** spec 3 §2.1 'Add to Booking' products, quantity up to each product's limit for the service (§3.1). */
export const BookingProductsView = observer(function BookingProductsView({ details }: { details: BookingDetailsStore }) {
  const products = details.service.products.filter((product) => product.maxQty > 0);
  if (products.length === 0) return null;
  return (
    <fieldset className="booking-products">
      <legend className="booking__label">Add to Booking</legend>
      {products.map((product) => (
        <BookingField key={product.id} label={`${product.name} (${formatPrice(product.priceCents)})`}>
          {(props) => (
            <select
              {...props}
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
          )}
        </BookingField>
      ))}
    </fieldset>
  );
});

const QuestionInput = observer(function QuestionInput({ field, details }: { field: AdditionalField; details: BookingDetailsStore }) {
  const value = details.answers[field.key] ?? '';
  const label = field.optional ? `${field.title} (optional)` : field.title;
  const set = (next: string) => details.setAnswer(field.key, next);
  if (field.type === 'checkbox')
    return (
      <BookingField label={label} error={details.errors[field.key]}>
        {(props) => (
          <input {...props} type="checkbox" className="booking__check" checked={value === '1'} onChange={(event) => set(event.target.checked ? '1' : '')} />
        )}
      </BookingField>
    );
  return (
    <BookingField label={label} error={details.errors[field.key]}>
      {(props) =>
        field.type === 'textarea' ? (
          <textarea {...props} className="booking__input" rows={3} value={value} onChange={(event) => set(event.target.value)} />
        ) : field.type === 'select' ? (
          <select {...props} className="booking__input" value={value} onChange={(event) => set(event.target.value)}>
            <option value="">Please select</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...props}
            className="booking__input"
            type={field.type === 'number' ? 'text' : field.type === 'date' ? 'date' : 'text'}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            value={value}
            onChange={(event) => set(event.target.value)}
          />
        )
      }
    </BookingField>
  );
});

/** spec 3 §3.1, §5.1: the service's additional questions ('This is a required field.' unless optional). */
export const BookingQuestionsView = observer(function BookingQuestionsView({ details }: { details: BookingDetailsStore }) {
  const questions = questionsOf(details.service.fields);
  if (questions.length === 0) return null;
  return (
    <fieldset className="booking-questions">
      <legend className="booking__label">A few questions</legend>
      {questions.map((field) => (
        <QuestionInput key={field.id} field={field} details={details} />
      ))}
    </fieldset>
  );
});
