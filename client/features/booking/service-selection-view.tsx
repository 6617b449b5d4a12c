import { observer } from 'mobx-react-lite';
import { formatPrice } from '../../../src/common/domain/money/money';
import type { BookingFlowStore } from './booking-flow.store';
import { BookingStepHeading } from './booking-step-heading';

/**
 * spec 3 §2.1 'Service selection': 'Select from the following:', each service's name, price and duration, a
 * SELECT / SELECTED toggle and its description (details/summary: it opens without script), Next, and Back when a
 * provider was chosen.
 */
export const ServiceSelectionView = observer(function ServiceSelectionView({
  flow,
  focus,
}: {
  flow: BookingFlowStore;
  focus: boolean;
}) {
  const notice = flow.model.settings.serviceNotice;
  return (
    <section className="booking__step" aria-label="Select Service">
      <BookingStepHeading focus={focus}>Select from the following:</BookingStepHeading>
      {notice ? <p className="booking__notice">{notice}</p> : null}
      <ul className="booking-services">
        {flow.services.map((service) => {
          const picked = flow.pickedServiceId === service.id;
          return (
            <li key={service.id} className={picked ? 'booking-service booking-service--picked' : 'booking-service'}>
              <div className="booking-service__head">
                <h4 className="booking-service__name">{service.name}</h4>
                <p className="booking-service__meta">
                  {formatPrice(service.priceCents)} · {service.durationMinutes} min
                </p>
                <button
                  type="button"
                  className="booking__button"
                  aria-pressed={picked}
                  aria-label={`${picked ? 'Selected' : 'Select'} ${service.name}`}
                  onClick={() => flow.pickService(service.id)}
                >
                  {picked ? 'SELECTED' : 'SELECT'}
                </button>
              </div>
              {service.description ? (
                <details className="booking-service__details">
                  <summary>About {service.name}</summary>
                  {/* the server sanitised the provider's HTML before it reached the catalogue (booking-wire.ts) */}
                  <div className="booking-service__text" dangerouslySetInnerHTML={{ __html: service.description }} />
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
      {flow.serviceError ? (
        <p className="booking__error" role="alert">
          {flow.serviceError}
        </p>
      ) : null}
      <div className="booking__actions">
        {flow.flow.providerId !== undefined && flow.canGoBack ? (
          <button type="button" className="booking__button" onClick={flow.back}>
            Back
          </button>
        ) : null}
        <button type="button" className="booking__button booking__button--primary" onClick={flow.confirmService}>
          Next
        </button>
      </div>
    </section>
  );
});
