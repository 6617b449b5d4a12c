import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { AMENITY_KINDS, AMENITY_LABELS } from '../../../src/common/domain/map/floor-plan';
import { FLOOR_NOT_FOUND } from '../../../src/common/domain/map/map-selection';
import { wholePlan, ZOOM_STEP, zoomView, type PlanView } from '../../../src/common/domain/map/plan-view';
import { CENTRE_MAP_PATH, floorHref } from '../../../src/page-model/map/floor-plan.mapper';
import type { FloorPlanModel, PlanFloorModel, SelectedStoreModel } from '../../../src/page-model/map/floor-plan.model';
import type { RouteModel, StoreSearchModel } from '../../../src/page-model/map/wayfinding.model';
import { AMENITY_MARKS, FloorPlanSvg } from './floor-plan-svg';
import { MapFinder, RouteSteps } from './map-finder';
import { routeBetween, storeSearch } from '../../../src/page-model/map/wayfinding.mapper';
import { usePlanGestures } from './use-plan-gestures';
import { MAP_UNAVAILABLE } from './map-messages';
import { VendorMap } from './vendor-map';

export { MAP_UNAVAILABLE } from './map-messages';

type Plan = Extract<FloorPlanModel, { kind: 'plan' }>;

/**
 * The site's own indoor map (docs/indoor-map.md): complete from the server (outlines, amenities, the selection,
 * a legend and the selected stores as a list); once hydrated, zoom and pan by buttons, keys, wheel, drag and
 * pinch, and floor tabs that switch in place (without script they are links to the same page for that floor).
 * Where the vendor's map is configured, it is the vendor map's fallback (vendor-map.tsx).
 */
export function FloorPlan({ model }: { model: FloorPlanModel }) {
  if (model.kind === 'vendor')
    return (
      <VendorMap model={model} selectedList={<SelectedStores stores={model.fallback.selected} />}>
        <PlanFigure model={model.fallback} />
      </VendorMap>
    );
  if (model.kind === 'unavailable') return <p className="floor-plan__message">{MAP_UNAVAILABLE}</p>;
  if (model.kind === 'no-floor')
    return (
      <>
        <p className="floor-plan__message" role="alert">
          {FLOOR_NOT_FOUND}
        </p>
        {model.floors.length > 0 ? (
          <nav className="floor-plan__floors floor-plan__floors--missing" aria-label="Floors">
            <ul>
              {model.floors.map((item) => (
                <li key={item.href}>
                  <a className="floor-plan__floor" href={item.href}>
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </>
    );
  return <PlanFigure model={model} />;
}

/** The widest a plan's frame is on a wide screen (the page's container), CSS px. */
const WIDE_FRAME = 1180;

/** The graph library, loaded when a visitor first asks for a route. */
const graphLibrary = () => import('../../../src/page-model/map/ngraph-path');

function PlanFigure({ model }: { model: Plan }) {
  const wayfinding = model.wayfinding;
  const [floorCode, setFloorCode] = useState(model.floor);
  const [view, setViewState] = useState<PlanView>(() => wholePlan(model.bounds));
  const [search, setSearch] = useState<StoreSearchModel | undefined>(wayfinding?.search);
  const [route, setRoute] = useState<RouteModel | undefined>(wayfinding?.route);
  const [ends, setEnds] = useState({ from: wayfinding?.from, to: wayfinding?.to });
  const [highlight, setHighlight] = useState<string | undefined>(wayfinding?.search?.found ?? wayfinding?.to);
  const setView = useCallback((update: (view: PlanView) => PlanView) => setViewState(update), []);
  const svgRef = useRef<SVGSVGElement>(null);
  const gestures = usePlanGestures(svgRef, view, model.bounds, setView);
  const idPrefix = `plan${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const floor = model.floors.find((item) => item.code === floorCode) ?? (model.floors[0] as PlanFloorModel);
  const answered = useRef(false);
  useEffect(() => {
    // a store found or routed to in place: its unit scrolled into the frame (on a phone the plan is wider)
    if (!answered.current || !highlight) return;
    svgRef.current
      ?.querySelector(`[data-store="${CSS.escape(highlight)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [highlight, floorCode]);
  const shownRoute = route?.found ? route : undefined;
  const keep = { store: search?.query, from: shownRoute ? ends.from : undefined, to: shownRoute ? ends.to : undefined };
  const titles = model.selected.map((store) => store.title);

  const showFloor = (code: string) => {
    setFloorCode(code);
    setViewState(wholePlan(model.bounds));
  };
  const setAddress = (params: Record<string, string>) => {
    if (window.location.pathname !== CENTRE_MAP_PATH) return;
    window.history.replaceState(null, '', `${CENTRE_MAP_PATH}?${new URLSearchParams(params).toString()}`);
  };
  const chooseFloor = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    showFloor(code);
    if (window.location.pathname === CENTRE_MAP_PATH) window.history.replaceState(null, '', event.currentTarget.href);
  };
  const onSearch = (query: string) => {
    if (!wayfinding) return;
    const result = query.trim() ? storeSearch(query.trim(), wayfinding.stores) : undefined;
    answered.current = true;
    setSearch(result);
    const found = wayfinding.stores.find((store) => store.key === result?.found);
    if (found) {
      setHighlight(found.key);
      setEnds((current) => ({ ...current, to: found.key }));
      showFloor(found.floorCode);
    }
    setAddress(result ? { store: result.query } : {});
  };
  const onRoute = async (from: string, to: string) => {
    if (!wayfinding) return;
    const { ngraphPath } = await graphLibrary();
    const planned = routeBetween(wayfinding, model.floors, from, to, ngraphPath);
    answered.current = true;
    setRoute(planned);
    setHighlight(to);
    if (planned?.found) showFloor(planned.start.floor);
    setAddress({ from, to });
  };

  return (
    <figure className="floor-plan" aria-labelledby={`${idPrefix}-caption`}>
      <figcaption id={`${idPrefix}-caption`} className="visually-hidden">{`${model.title}: ${floor.name}`}</figcaption>
      {wayfinding ? (
        <MapFinder
          wayfinding={wayfinding}
          search={search}
          from={ends.from}
          to={ends.to}
          onSearch={onSearch}
          onRoute={(from, to) => void onRoute(from, to)}
          onChange={(values) => setEnds((current) => ({ ...current, ...values }))}
        />
      ) : null}
      {route ? <RouteSteps route={route} /> : null}
      <div className="floor-plan__toolbar">
        {model.floors.length > 1 ? (
          <nav className="floor-plan__floors" aria-label="Floors">
            <ul>
              {model.floors.map((item) => {
                const onRoute = shownRoute?.legs.some((leg) => leg.floor === item.code);
                return (
                  <li key={item.code}>
                    <a
                      className={`floor-plan__floor${onRoute ? ' floor-plan__floor--route' : ''}`}
                      href={floorHref(item.code, titles, keep)}
                      aria-current={item.code === floor.code ? 'page' : undefined}
                      onClick={(event) => chooseFloor(event, item.code)}
                    >
                      {item.name}
                      {onRoute ? <span className="visually-hidden">, on your route</span> : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : (
          <p className="floor-plan__floor-name">{floor.name}</p>
        )}
        <div className="floor-plan__zoom" role="group" aria-label="Zoom">
          <button
            type="button"
            className="floor-plan__button"
            onClick={() => setView((v) => zoomView(v, model.bounds, ZOOM_STEP))}
          >
            Zoom in
          </button>
          <button
            type="button"
            className="floor-plan__button"
            onClick={() => setView((v) => zoomView(v, model.bounds, 1 / ZOOM_STEP))}
          >
            Zoom out
          </button>
          <button type="button" className="floor-plan__button" onClick={() => setViewState(wholePlan(model.bounds))}>
            Reset
          </button>
        </div>
      </div>
      <div
        className="floor-plan__viewport"
        tabIndex={0}
        role="group"
        aria-label="Map: + and - zoom, arrow keys move, 0 resets"
        onKeyDown={gestures.onKeyDown}
        style={{ ['--plan-min-width' as string]: `${model.minWidth}px` }}
      >
        <FloorPlanSvg
          ref={svgRef}
          floor={floor}
          bounds={model.bounds}
          view={view}
          idPrefix={idPrefix}
          highlight={highlight}
          route={shownRoute}
          onPointerDown={gestures.onPointerDown}
          onPointerMove={gestures.onPointerMove}
          onPointerUp={gestures.onPointerUp}
          onPointerCancel={gestures.onPointerCancel}
        />
      </div>
      <p className={`floor-plan__hint${model.minWidth <= WIDE_FRAME ? ' floor-plan__hint--fits-wide' : ''}`}>
        Scroll sideways to see the whole floor.
      </p>
      <PlanLegend floor={floor} />
      <SelectedStores stores={model.selected} />
    </figure>
  );
}

function PlanLegend({ floor }: { floor: PlanFloorModel }) {
  const kinds = AMENITY_KINDS.filter((kind) => floor.amenities.some((item) => item.kind === kind));
  return (
    <div className="floor-plan__legend">
      <h3 className="floor-plan__legend-title">Legend</h3>
      <ul className="floor-plan__legend-list">
        <li>
          <span className="floor-plan__swatch floor-plan__swatch--selected" aria-hidden="true" />
          Selected store
        </li>
        <li>
          <span className="floor-plan__swatch" aria-hidden="true" />
          Store
        </li>
        {kinds.map((kind) => (
          <li key={kind}>
            <span className={`floor-plan__symbol floor-plan__symbol--${kind}`} aria-hidden="true">
              {AMENITY_MARKS[kind]}
            </span>
            {AMENITY_LABELS[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SelectedStores({ stores }: { stores: SelectedStoreModel[] }) {
  if (stores.length === 0) return null;
  return (
    <div className="floor-plan__selected">
      <h3 className="floor-plan__legend-title">Selected stores</h3>
      <ul className="floor-plan__selected-list">
        {stores.map((store) => (
          <li key={store.key}>
            <a href={store.href}>{store.title}</a> <span className="floor-plan__selected-floor">{store.floorName}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
