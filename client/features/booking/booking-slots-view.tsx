import { observer } from 'mobx-react-lite';
import { CHECKING_AVAILABILITY, NO_SLOTS, NO_SLOTS_DATE } from '../../../src/common/domain/booking/booking-messages';
import { formatSlotTime, placesLeftNotice, SLOT_FILTERS, slotLabel } from '../../../src/common/domain/booking/slots';
import type { BookingDetailsStore } from './booking-details.store';

/** spec 3 §8, §9: the chosen day's times, with filters past 20 of them, their labels and places-left notices. */
export const BookingSlotsView = observer(function BookingSlotsView({ details }: { details: BookingDetailsStore }) {
  if (details.load === 'loading')
    return (
      <p className="booking__loading" role="status">
        {CHECKING_AVAILABILITY}
      </p>
    );
  if (details.load === 'failed') return null;
  if (details.openDays.size === 0) return <p className="booking__notice">{NO_SLOTS}</p>;
  if (details.daySlots.length === 0) return <p className="booking__notice">{NO_SLOTS_DATE}</p>;
  return (
    <fieldset className="booking-slots">
      <legend className="booking__label">Session times</legend>
      {details.filtersShown ? (
        <div className="booking-slots__filters" role="group" aria-label="Time of day">
          {[{ id: undefined, label: 'All' }, ...SLOT_FILTERS].map((filter) => (
            <button
              key={filter.label}
              type="button"
              className="booking__chip"
              aria-pressed={details.filterId === filter.id}
              onClick={() => details.chooseFilter(filter.id)}
            >
              {filter.label}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="booking-slots__list">
        {details.shownSlots.map((slot) => {
          const chosen = details.time === slot.time;
          const notice = placesLeftNotice(slot);
          const time = formatSlotTime(slot.time);
          return (
            <li key={slot.time}>
              <button
                type="button"
                className={chosen ? 'booking-slot booking-slot--chosen' : 'booking-slot'}
                aria-pressed={chosen}
                disabled={slot.available_count <= 0}
                onClick={() => details.chooseTime(slot.time)}
              >
                <span className="booking-slot__time">{time}</span>
                <span className="booking-slot__label">{slotLabel(slot)}</span>
                {notice ? <span className="booking-slot__notice">{notice}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
