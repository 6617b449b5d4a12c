import { observer } from 'mobx-react-lite';
import { attendeeOptions } from '../../../src/common/domain/booking/attendees';
import type { BookingDetailsStore } from './booking-details.store';
import { BookingField } from './booking-field';

type CountName = 'adults' | 'children' | 'quantity';

/** spec 3 §5.1 'Attendees': adults and children where the service asks for them, else a number of attendees. */
export const BookingAttendeesView = observer(function BookingAttendeesView({ details }: { details: BookingDetailsStore }) {
  if (!details.attendeesShown || !details.chosenSlot) return null;
  const { adults, children } = details.attendeeFields;
  const options = attendeeOptions({
    maxPeople: details.maxPeople,
    adults: details.adults,
    children: details.children,
  });
  const select = (name: CountName, label: string, values: number[]) => (
    <BookingField key={name} label={label} error={details.errors[name]}>
      {(props) => (
        <select
          {...props}
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
      )}
    </BookingField>
  );
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
      {details.errors.attendees ? (
        <p className="booking__error" role="alert">
          {details.errors.attendees}
        </p>
      ) : null}
    </fieldset>
  );
});
