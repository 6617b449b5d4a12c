import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FloorPlanModel } from '../../../src/page-model/map/floor-plan.model';
import { MAP_LOADING, MAP_UNAVAILABLE } from './map-messages';
import { createVendorMapSdk, type VendorMapSdk } from './vendor-map-sdk';

type VendorModel = Extract<FloorPlanModel, { kind: 'vendor' }>;
/** idle: the server's page (or not yet hydrated); loading, ready or unavailable once the vendor's SDK is asked */
export type VendorMapStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/**
 * The vendor's indoor map (docs/indoor-map.md "Vendor seam") above the site's own plan (`children`, rendered by the
 * server). Nothing of the vendor's is on the server's page: once hydrated it loads the vendor's scripts through
 * the seam, saying 'Loading map...' in the map's box (600 px high, 480 under 768 px wide) in the plan's place;
 * when the map shows it stays; when it does not ('Map currently unavailable'), the plan is back below the message.
 */
export function VendorMap({ model, children }: { model: VendorModel; children: ReactNode }) {
  const [status, setStatus] = useState<VendorMapStatus>('idle');
  const box = useRef<HTMLDivElement>(null);
  const { venue, floor, selectedStores, sdk } = model;
  const selectedKey = selectedStores.join('\n');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    void loadVendorMap(
      createVendorMapSdk(sdk),
      element,
      {
        venue,
        floor: { code: floor.code, name: floor.name },
        selectedStores: selectedKey ? selectedKey.split('\n') : [],
      },
      (next) => live && setStatus(next),
    );
    return () => {
      live = false;
    };
  }, [sdk, venue, floor.code, floor.name, selectedKey]);

  return (
    <VendorMapFrame model={model} status={status} box={box}>
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
): Promise<void> {
  onStatus('loading');
  try {
    await sdk.show(element, request);
    onStatus('ready');
  } catch {
    onStatus('unavailable');
  }
}

/** What each status shows: the plan alone (idle), the loading box, the vendor's map, or the message over the plan. */
export function VendorMapFrame({
  model,
  status,
  box,
  children,
}: {
  model: VendorModel;
  status: VendorMapStatus;
  box?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div className={`vendor-map vendor-map--${status}`} data-venue={model.venue}>
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
