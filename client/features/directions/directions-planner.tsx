import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { MODE_LABELS, PLANNER_MODES } from '../../../src/common/domain/directions/travel-mode';
import type { GoogleDirectionsModel } from '../../../src/page-model/blocks/google-directions/google-directions.block';
import type { CentreModel } from '../../../src/page-model/page-state';
import { MAP_IS_UNAVAILABLE } from './centre-location-map';
import { browserLocate, DirectionsStore } from './directions.store';
import { createMapsSdk, type AutocompleteHandle, type MapsSdk } from './maps-sdk';
import { RouteSteps } from './route-steps';

/** The block's map zoom (spec 1 §7). */
export const MAP_ZOOM = 15;

/**
 * spec 1 §2.12: the route planner, an island only where a maps key is configured. The server renders it hidden
 * (its controls need the SDK); it shows once hydrated, above the guide every visitor gets.
 */
export const DirectionsPlanner = observer(function DirectionsPlanner(props: {
  model: GoogleDirectionsModel;
  centre: CentreModel;
  mapsKey: string;
}) {
  const { centre, mapsKey, model } = props;
  const [sdk] = useState(() => {
    let made: MapsSdk | undefined;
    return () => (made ??= createMapsSdk(mapsKey));
  });
  const [store] = useState(() => new DirectionsStore(centre, model.defaultTravelMode, sdk, browserLocate));
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const mapRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useRef<AutocompleteHandle>(undefined);

  useEffect(() => {
    setReady(true);
    let stop = () => {};
    let cancelled = false;
    const position = centre.latitude !== undefined && centre.longitude !== undefined ? { lat: centre.latitude, lng: centre.longitude } : undefined;
    if (mapRef.current && position)
      void sdk()
        .showMap(mapRef.current, { center: position, zoom: MAP_ZOOM, title: centre.name })
        .then((view) => {
          if (!cancelled) stop = autorun(() => view.showRoute(store.drawing));
        })
        .catch(() => setFailed(true));
    if (inputRef.current)
      void sdk()
        .autocomplete(inputRef.current, store.choosePlace)
        .then((handle) => (cancelled ? handle.dispose() : (search.current = handle)))
        .catch(() => undefined);
    return () => {
      cancelled = true;
      stop();
      search.current?.dispose();
    };
  }, [centre, sdk, store]);

  // the SDK did not load (blocked, offline, a bad key): the guide below still has every way to get here
  if (failed) return <p className="planner__message">{MAP_IS_UNAVAILABLE}</p>;
  const { state } = store;
  const current = state.clientLocation?.current === true;
  const clear = () => {
    store.choosePlace(undefined);
    search.current?.clear();
  };
  return (
    <div className="planner" hidden={!ready}>
      <div ref={mapRef} className="planner__map" role="region" aria-label={`Map of ${centre.name}`} />
      <form
        className="planner__form"
        hidden={state.stepsVisible}
        onSubmit={(event) => {
          event.preventDefault();
          void store.getDirections();
        }}
      >
        <fieldset className="planner__modes">
          <legend>Travel mode</legend>
          {PLANNER_MODES.map((mode) => (
            <label key={mode} className="planner__mode">
              <input type="radio" name="travelMode" checked={state.travelMode === mode} onChange={() => store.chooseMode(mode)} />
              {MODE_LABELS[mode].choice}
            </label>
          ))}
        </fieldset>
        <div className="planner__ends">
          <div className="planner__field">
            <label id="planner-place-label" htmlFor="planner-place">
              {state.toCentre ? 'Start' : 'Destination'}
            </label>
            <div hidden={current}>
              <input id="planner-place" ref={inputRef} type="text" placeholder="Enter an address or place" autoComplete="off" />
            </div>
            {current ? <p className="planner__current">Using your current location</p> : null}
            <p className="planner__field-actions">
              {state.clientLocation ? (
                <button type="button" className="planner__text-button" onClick={clear}>
                  Clear
                </button>
              ) : null}
              {current ? null : (
                <button type="button" className="planner__text-button" onClick={() => void store.useCurrentLocation()} disabled={store.locating}>
                  Use my current location
                </button>
              )}
            </p>
          </div>
          <button type="button" className="planner__swap" onClick={store.swap}>
            Swap<span className="visually-hidden"> start and destination</span>
          </button>
          <p className="planner__centre">
            <span className="planner__centre-label">{state.toCentre ? 'Destination' : 'Start'}</span>
            {centre.name}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={store.routing}>
          Get Directions
        </button>
      </form>
      <p className="planner__message" role="status">
        {store.message ?? ''}
      </p>
      <RouteSteps store={store} />
    </div>
  );
});
