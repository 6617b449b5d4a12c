import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { CENTRE_MAP_PATH, floorHref } from '../../../src/page-model/map/floor-plan.mapper';
import type { FloorPlanModel } from '../../../src/page-model/map/floor-plan.model';
import { MAP_LOADING, MAP_UNAVAILABLE } from './map-messages';
import { createVendorMapSdk, type VendorMapSdk, type VendorMapView } from './vendor-map-sdk';

type VendorModel = Extract<FloorPlanModel, { kind: 'vendor' }>;
/** idle: the server's page (or not yet hydrated); loading, ready or unavailable once the vendor's SDK is asked */
export type VendorMapStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/**
 * The vendor's indoor map (docs/indoor-map.md "Vendor seam") above the site's own plan (`children`, rendered by the
 * server). Nothing of the vendor's is on the server's page: once hydrated it loads the vendor's scripts through
 * the seam, saying 'Loading map...' in the map's box (600 px high, 480 under 768 px wide) in the plan's place;
 * when the map shows it stays, with the plan's floor tabs and selected stores; when it does not ('Map currently
 * unavailable'), the plan is back below the message.
 */
export function VendorMap({
  model,
  children,
  selectedList,
}: {
  model: VendorModel;
  children: ReactNode;
  /** the selected stores as links, shown under the vendor's map once it shows */
  selectedList?: ReactNode;
}) {
  const [status, setStatus] = useState<VendorMapStatus>('idle');
  const [floorCode, setFloorCode] = useState(model.floor.code);
  const box = useRef<HTMLDivElement>(null);
  const view = useRef<VendorMapView | undefined>(undefined);
  const { venue, floor, selectedStores, sdk } = model;
  const selectedKey = selectedStores.join('\n');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const request = {
      venue,
      floor: { code: floor.code, name: floor.name },
      selectedStores: selectedKey ? selectedKey.split('\n') : [],
    };
    void loadVendorMap(
      createVendorMapSdk(sdk),
      element,
      request,
      (next) => live && setStatus(next),
      (shown) => (view.current = shown),
    );
    return () => {
      live = false;
    };
  }, [sdk, venue, floor.code, floor.name, selectedKey]);

  const chooseFloor = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    const shown = view.current;
    const next = model.fallback.floors.find((item) => item.code === code);
    if (!shown || !next || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    const href = event.currentTarget.href;
    void shown.showFloor({ code: next.code, name: next.name }).then((switched) => {
      // a floor the vendor does not have: the site's page for it (its plan, as without the vendor)
      if (!switched) return window.location.assign(href);
      setFloorCode(code);
      if (window.location.pathname === CENTRE_MAP_PATH) window.history.replaceState(null, '', href);
    });
  };

  return (
    <VendorMapFrame
      model={model}
      status={status}
      box={box}
      floorCode={floorCode}
      onFloor={chooseFloor}
      selectedList={selectedList}
    >
      {children}
    </VendorMapFrame>
  );
}

/** Asks the seam for the map, telling each status as it goes: loading, then ready or unavailable. */
export async function loadVendorMap(
  sdk: VendorMapSdk,
  element: HTMLElement,
  request: Parameters<VendorMapSdk['show']>[1],
  onStatus: (status: VendorMapStatus) => void,
  onView: (view: VendorMapView) => void = () => {},
): Promise<void> {
  onStatus('loading');
  try {
    onView(await sdk.show(element, request));
    onStatus('ready');
  } catch {
    onStatus('unavailable');
  }
}

/**
 * What each status shows: the plan alone (idle), the loading box, the vendor's map with floor tabs and the
 * selected stores, or the message over the plan.
 */
export function VendorMapFrame({
  model,
  status,
  box,
  floorCode = model.floor.code,
  onFloor,
  selectedList,
  children,
}: {
  model: VendorModel;
  status: VendorMapStatus;
  box?: RefObject<HTMLDivElement | null>;
  floorCode?: string;
  onFloor?: (event: MouseEvent<HTMLAnchorElement>, code: string) => void;
  selectedList?: ReactNode;
  children: ReactNode;
}) {
  const floors = model.fallback.floors;
  const titles = model.selectedStores;
  return (
    <div className={`vendor-map vendor-map--${status}`} data-venue={model.venue}>
      {status === 'ready' && floors.length > 1 ? (
        <nav className="floor-plan__floors" aria-label="Floors">
          <ul>
            {floors.map((item) => (
              <li key={item.code}>
                <a
                  className="floor-plan__floor"
                  href={floorHref(item.code, titles)}
                  aria-current={item.code === floorCode ? 'page' : undefined}
                  onClick={(event) => onFloor?.(event, item.code)}
                >
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="vendor-map__box" hidden={status !== 'loading' && status !== 'ready'}>
        {status === 'loading' ? (
          <p className="vendor-map__loading" role="status">
            {MAP_LOADING}
          </p>
        ) : null}
        <div
          ref={box}
          className="vendor-map__canvas"
          role="region"
          aria-label={`${model.title}: ${model.floor.name}`}
        />
      </div>
      {status === 'ready' ? selectedList : null}
      {status === 'unavailable' ? (
        <p className="floor-plan__message" role="status">
          {MAP_UNAVAILABLE}
        </p>
      ) : null}
      <div className="vendor-map__fallback" hidden={status === 'loading' || status === 'ready'}>
        {children}
      </div>
    </div>
  );
}
