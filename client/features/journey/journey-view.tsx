import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { openTodayLabel, todayHours } from '../../../src/common/domain/hours/centre-day';
import { storeHoursOptions } from '../../../src/common/domain/hours/store-hours';
import type { JourneyEntry } from '../../../src/common/domain/journey/journey-entry';
import { groupByFloor } from '../../../src/common/domain/journey/journey-floors';
import { JOURNEY_SHARE_KEY } from '../../../src/common/domain/journey/journey-share';
import { journeyFloorPlan } from '../../../src/page-model/journey/journey.mapper';
import type { JourneyGroupModel, JourneyPlaceModel } from '../../../src/page-model/journey/journey.model';
import { useRootStore } from '../../app/root-store-context';
import { FloorPlan } from '../map/floor-plan';
import { JourneyEmailForm } from './journey-email-form';
import { JourneyShare } from './journey-share';
import { useJourney } from './journey-store';

/** spec 1 §8 */
export const EMPTY_JOURNEY = "You haven't added any stores to your journey yet!";
/** spec 1 §2.13 */
export const CREATE_JOURNEY = 'Create a new journey';
/** Shown where no script runs: a journey is kept by script, so without it no store can be added. */
export const JOURNEY_NEEDS_SCRIPT = 'Adding stores to your journey needs JavaScript. Turn it on in your browser to plan your visit.';
/** The heading of the stores whose floor the centre's plan does not show. */
export const OTHER_STORES = 'Other stores';

/**
 * spec 1 §2.13: the journey's stores by floor, a map per floor, today's hours, remove, share, 'Create a new
 * journey' and the email form. The server renders the journey of the address's `store_ids` (none: the empty
 * state); once hydrated the view shows the visitor's journey from session storage, after a shared journey has
 * replaced it (docs/journey.md).
 */
export const JourneyView = observer(function JourneyView({ model }: { model: JourneyGroupModel }) {
  const { journey, hydrated } = useJourney();
  const byId = useMemo(() => new Map(model.stores.map((store) => [store.id, store])), [model.stores]);

  useEffect(() => {
    if (!model.shared) return;
    journey.replace(model.shared.flatMap((id) => entryOf(byId.get(id), model)));
    // the shared journey is now this tab's: a reload shows what the visitor makes of it, not the link again
    const url = new URL(window.location.href);
    url.searchParams.delete(JOURNEY_SHARE_KEY);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [journey, model, byId]);

  const ids = hydrated ? journey.entries.map((entry) => entry._uid) : (model.shared ?? []);
  const stores = ids.flatMap((id) => byId.get(id) ?? []);
  const floorOrder = model.plan.kind === 'plan' ? model.plan.floors.map((floor) => floor.code) : [];
  const groups = groupByFloor(stores, floorOrder);
  const createJourney = (
    <a className="button button--secondary journey__create" href={model.createJourneyHref} onClick={() => journey.replace([])}>
      {CREATE_JOURNEY}
    </a>
  );

  return (
    <section className="journey container" aria-labelledby={model.title ? 'journey-title' : undefined} aria-label={model.title ? undefined : 'Your journey'}>
      {model.title ? (
        <h2 id="journey-title" className="journey__title">
          {model.title}
        </h2>
      ) : null}
      <p className="journey__needs-script">{JOURNEY_NEEDS_SCRIPT}</p>
      {stores.length === 0 ? (
        <div className="journey__empty">
          <p>{EMPTY_JOURNEY}</p>
          {createJourney}
        </div>
      ) : (
        <>
          {groups.map((group) => (
            <JourneyFloor
              key={group.floor ?? ''}
              model={model}
              floor={group.floor}
              stores={group.stores}
              onRemove={(id) => journey.remove(id)}
            />
          ))}
          <div className="journey__actions">
            <JourneyShare ids={stores.map((store) => store.id)} />
            {createJourney}
          </div>
          <JourneyEmailForm storeIds={stores.map((store) => store.id)} centreName={model.centreName} />
        </>
      )}
    </section>
  );
});

function entryOf(store: JourneyPlaceModel | undefined, model: JourneyGroupModel): JourneyEntry[] {
  if (!store) return [];
  const tradingHours = store.hours !== undefined ? model.hours[store.hours] : undefined;
  return [{ _uid: store.id, title: store.title, floor: store.floor, ...(tradingHours ? { tradingHours } : {}) }];
}

function JourneyFloor({
  model,
  floor,
  stores,
  onRemove,
}: {
  model: JourneyGroupModel;
  floor: string | undefined;
  stores: JourneyPlaceModel[];
  onRemove: (id: string) => void;
}) {
  const plan = floor ? journeyFloorPlan(model.plan, floor, stores) : undefined;
  const name = (model.plan.kind === 'plan' && model.plan.floors.find((item) => item.code === floor)?.name) || OTHER_STORES;
  const headingId = `journey-floor-${floor ?? 'other'}`;
  return (
    <section className="journey-floor" aria-labelledby={headingId}>
      <h3 id={headingId} className="journey-floor__title">
        {name}
      </h3>
      <ul className="journey-floor__stores">
        {stores.map((store) => (
          <JourneyStoreRow key={store.id} store={store} model={model} onRemove={onRemove} />
        ))}
      </ul>
      {plan ? (
        <div className="journey-floor__map">
          <FloorPlan model={plan} />
        </div>
      ) : null}
    </section>
  );
}

const JourneyStoreRow = observer(function JourneyStoreRow({
  store,
  model,
  onRemove,
}: {
  store: JourneyPlaceModel;
  model: JourneyGroupModel;
  onRemove: (id: string) => void;
}) {
  const { site, now } = useRootStore();
  const hours = store.hours !== undefined ? model.hours[store.hours] : undefined;
  const today = hours
    ? todayHours(hours, now, site.centre.timeZone, storeHoursOptions(hours, site.centre.tradingHours, store.ignoreSpecial))
    : undefined;
  return (
    <li className="journey-store">
      <a className="journey-store__title" href={store.href}>
        {store.title}
      </a>
      {today ? <span className="journey-store__hours">{openTodayLabel(today)}</span> : null}
      <button type="button" className="journey-store__remove" onClick={() => onRemove(store.id)}>
        Remove<span className="visually-hidden">{` ${store.title} from your journey`}</span>
      </button>
    </li>
  );
});
