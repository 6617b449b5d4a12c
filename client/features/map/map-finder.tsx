import { useId, type FormEvent, type ReactNode } from 'react';
import { CENTRE_MAP_PATH, directionsHref } from '../../../src/page-model/map/floor-plan.mapper';
import { MAP_FOUND_ID } from './floor-plan-svg';
import type {
  MapPlaceModel,
  RouteModel,
  StoreSearchModel,
  WayfindingModel,
} from '../../../src/page-model/map/wayfinding.model';

const PLACE_GROUPS: Array<{ kind: MapPlaceModel['kind']; label: string }> = [
  { kind: 'entrance', label: 'Entrances' },
  { kind: 'car-park', label: 'Car parks' },
  { kind: 'lift', label: 'Lifts' },
  { kind: 'escalator', label: 'Escalators' },
];

interface Props {
  wayfinding: WayfindingModel;
  search?: StoreSearchModel;
  from?: string;
  to?: string;
  /** with script: the forms answer in place (without it they are GET forms the server answers) */
  onSearch?: (query: string) => void;
  onRoute?: (from: string, to: string) => void;
  onChange: (values: { from?: string; to?: string }) => void;
}

/**
 * The centre map's two forms (docs/indoor-map.md "Wayfinding"): 'Find a store' (`?store=`) and 'Directions'
 * (`?from=&to=`). Both are GET forms to the map's own address, so the server answers them without script.
 */
export function MapFinder({ wayfinding, search, from, to, onSearch, onRoute, onChange }: Props) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const submit = (event: FormEvent<HTMLFormElement>, run?: (data: FormData) => void) => {
    if (!run) return;
    event.preventDefault();
    run(new FormData(event.currentTarget));
  };
  return (
    <div className="map-finder">
      <form
        className="map-finder__form map-finder__search"
        action={`${CENTRE_MAP_PATH}#${MAP_FOUND_ID}`}
        method="get"
        role="search"
        aria-labelledby={`${id}-find`}
        onSubmit={(event) => submit(event, onSearch && ((data) => onSearch(String(data.get('store') ?? ''))))}
      >
        <h2 id={`${id}-find`} className="map-finder__title">
          Find a store
        </h2>
        <div className="map-finder__row">
          <label className="visually-hidden" htmlFor={`${id}-store`}>
            Store name
          </label>
          <input
            id={`${id}-store`}
            className="map-finder__input"
            type="search"
            name="store"
            list={`${id}-stores`}
            defaultValue={search?.query ?? ''}
            placeholder="Store name"
            autoComplete="off"
          />
          <datalist id={`${id}-stores`}>
            {wayfinding.stores.map((store) => (
              <option key={store.key} value={store.title} />
            ))}
          </datalist>
          <button type="submit" className="map-finder__button">
            Find
          </button>
        </div>
        {search ? <SearchResult search={search} /> : null}
      </form>
      <form
        id="map-route"
        className="map-finder__form map-finder__route"
        action={CENTRE_MAP_PATH}
        method="get"
        aria-labelledby={`${id}-route`}
        onSubmit={(event) =>
          submit(event, onRoute && ((data) => onRoute(String(data.get('from') ?? ''), String(data.get('to') ?? ''))))
        }
      >
        <h2 id={`${id}-route`} className="map-finder__title">
          Directions
        </h2>
        <div className="map-finder__row">
          <RouteEnd
            id={`${id}-from`}
            label="From"
            name="from"
            value={from}
            onChange={(value) => onChange({ from: value })}
          >
            <option value="">Choose where you are</option>
            {PLACE_GROUPS.map((group) => {
              const places = wayfinding.places.filter((place) => place.kind === group.kind);
              return places.length > 0 ? (
                <optgroup key={group.kind} label={group.label}>
                  {places.map((place) => (
                    <option key={place.id} value={place.id}>{`${place.label}, ${place.floorName}`}</option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </RouteEnd>
          <RouteEnd id={`${id}-to`} label="To" name="to" value={to} onChange={(value) => onChange({ to: value })}>
            <option value="">Choose a store</option>
            {wayfinding.stores.map((store) => (
              <option key={store.key} value={store.key}>{`${store.title}, ${store.floorName}`}</option>
            ))}
          </RouteEnd>
          <button type="submit" className="map-finder__button">
            Show route
          </button>
        </div>
      </form>
    </div>
  );
}

/** One end of the route: a labelled select the form sends as `from` or `to`. */
function RouteEnd(props: {
  id: string;
  label: string;
  name: string;
  value?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="map-finder__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
        required
      >
        {props.children}
      </select>
    </div>
  );
}

function SearchResult({ search }: { search: StoreSearchModel }) {
  return (
    <div className="map-finder__result" role="status">
      <p>
        {search.message}
        {search.found ? (
          <>
            {' '}
            <a href={directionsHref(search.found)}>Directions to this store</a>
          </>
        ) : null}
      </p>
      {search.matches.length > 0 ? (
        <ul className="map-finder__matches">
          {search.matches.map((store) => (
            <li key={store.key}>
              <a href={`${CENTRE_MAP_PATH}?${new URLSearchParams({ store: store.key }).toString()}`}>{store.title}</a>{' '}
              <span className="map-finder__floor">{store.floorName}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The route in words: where it goes, then each step; or why there is none. */
export function RouteSteps({ route }: { route: RouteModel }) {
  if (!route.found)
    return (
      <p className="map-route__message" role="alert">
        {route.message}
      </p>
    );
  return (
    <section className="map-route" aria-labelledby="map-route-title" aria-live="polite">
      <h2 id="map-route-title" className="map-finder__title">{`Route from ${route.from} to ${route.to}`}</h2>
      <ol className="map-route__steps">
        {route.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
