import { observer } from 'mobx-react-lite';
import type { BookingFlowStore } from './booking-flow.store';
import { BookingStepHeading } from './booking-step-heading';

/** spec 3 §2.1 'Provider selection': cards with picture, name, description and SELECT. */
export const ProviderSelectionView = observer(function ProviderSelectionView({
  flow,
  focus,
}: {
  flow: BookingFlowStore;
  focus: boolean;
}) {
  return (
    <section className="booking__step" aria-label="Select Provider">
      <BookingStepHeading focus={focus}>Select a provider</BookingStepHeading>
      <ul className="booking-cards">
        {flow.providers.map((provider) => (
          <li key={provider.id} className="booking-card">
            {provider.pictureUrl ? (
              <img className="booking-card__picture" src={provider.pictureUrl} alt={provider.name} width={96} height={96} loading="lazy" />
            ) : null}
            <div className="booking-card__body">
              <h4 className="booking-card__name">{provider.name}</h4>
              {provider.description ? <p className="booking-card__text">{provider.description}</p> : null}
              <button
                type="button"
                className="booking__button booking__button--primary"
                aria-label={`Select ${provider.name}`}
                onClick={() => flow.selectProvider(provider.id)}
              >
                SELECT
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
