import { useEffect, useRef, useState } from 'react';
import type { GoogleMapModel } from '../../../src/page-model/blocks/google-map/google-map.block';
import type { CentreModel } from '../../../src/page-model/page-state';
import { createMapsSdk } from './maps-sdk';

/** 'Map is unavailable' (spec 1 §8): the SDK did not load or the centre has no position. */
export const MAP_IS_UNAVAILABLE = 'Map is unavailable';

/** The google_map block's map: the centre at the block's zoom with its marker, at the block's height. */
export function CentreLocationMap({ centre, mapsKey, model }: { centre: CentreModel; mapsKey: string; model: GoogleMapModel }) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { latitude: lat, longitude: lng } = centre;
  useEffect(() => {
    if (!element.current || lat === undefined || lng === undefined) return setFailed(true);
    createMapsSdk(mapsKey)
      .showMap(element.current, { center: { lat, lng }, zoom: model.zoom, title: centre.name })
      .catch(() => setFailed(true));
  }, [centre.name, lat, lng, mapsKey, model.zoom]);
  if (failed) return <p className="centre-location__message">{MAP_IS_UNAVAILABLE}</p>;
  return <div ref={element} className="centre-location__map" style={{ height: model.height }} role="region" aria-label={`Map of ${centre.name}`} />;
}
