import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../../../client/app/root-store-context';
import { CentreCard } from '../../../../client/features/directions/centre-card';
import { CentreLocationMap } from '../../../../client/features/directions/centre-location-map';
import type { BlockProps } from '../block-definition';
import type { GoogleMapModel } from './google-map.block';

/** spec 1 §2.12: the centre on the map with its marker and 'Get Directions'; the card alone without a maps key. */
export const GoogleMapView = observer(function GoogleMapView({ model }: BlockProps<GoogleMapModel>) {
  const { site, env } = useRootStore();
  const mapsKey = model.interactive ? env.mapsKey : undefined;
  return (
    <section className="centre-location container" aria-label={`Where to find ${site.centre.name}`}>
      {mapsKey ? <CentreLocationMap centre={site.centre} mapsKey={mapsKey} model={model} /> : null}
      <CentreCard centre={site.centre} />
    </section>
  );
});
