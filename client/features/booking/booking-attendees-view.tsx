import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { attendeeOptions } from '../../../src/common/domain/booking/attendees';
import type { BookingDetailsStore } from './booking-details.store';
import { BookingField, controlAria, errorIdOf } from './booking-field';

type CountName = 'adults' | 'children' | 'quantity';

/** spec 3 §5.1 'Attendees': adults and children where the service asks for them, else a number of attendees. */
export const BookingAttendeesView = observer(function BookingAttendeesView({ details }: { details: BookingDetailsStore }) {
  const base = useId();
  if (!details.attendeesShown || !details.chosenSlot) return null;
  const { adults, children } = details.attendeeFields;
  const options = attendeeOptions({
    maxPeople: details.maxPeople,
    adults: details.adults,
    children: details.children,
  });
  // the total's error (too many people) belongs to every selector: each is invalid and described by it
  const totalId = `${base}-attendees`;
  const total = details.errors.attendees;
  const select = (name: CountName, label: string, values: number[]) => {
    const id = `${base}-${name}`;
    const error = details.errors[name];
    const aria = error ? controlAria(id, error) : total ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(totalId) } : {};
    return (
      <BookingField key={name} id={id} label={label} error={error}>
        <select
          id={id}
          {...aria}
          className="booking__input"
          name={name}
          value={details[name] ?? ''}
          onChange={(event) => details.setCount(name, event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value="">Please select</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </BookingField>
    );
  };
  return (
    <fieldset className="booking-attendees">
      <legend className="booking__label">Attendees</legend>
      {adults || children ? (
        <>
          {adults ? select('adults', 'Adults', options.adults) : null}
          {children ? select('children', 'Children', options.children) : null}
        </>
      ) : (
        select('quantity', 'Number of attendees', options.quantity)
      )}
      {total ? (
        <p className="booking__error" id={errorIdOf(totalId)} role="alert">
          {total}
        </p>
      ) : null}
    </fieldset>
  );
});
