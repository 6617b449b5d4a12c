import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../../../client/app/root-store-context';
import { DirectionsGuide } from '../../../../client/features/directions/directions-guide';
import { DirectionsPlanner } from '../../../../client/features/directions/directions-planner';
import type { BlockProps } from '../block-definition';
import type { GoogleDirectionsModel } from './google-directions.block';

/** spec 1 §2.12: the route planner on top of the guide when a maps key is configured, else the guide alone. */
export const GoogleDirectionsView = observer(function GoogleDirectionsView({ model }: BlockProps<GoogleDirectionsModel>) {
  const { site, env } = useRootStore();
  return (
    <section className="directions container" aria-labelledby="directions-title">
      <h2 id="directions-title" className="directions__title">
        {model.title}
      </h2>
      {model.interactive && env.mapsKey ? (
        <DirectionsPlanner model={model} centre={site.centre} mapsKey={env.mapsKey} />
      ) : null}
      <DirectionsGuide model={model} centre={site.centre} />
    </section>
  );
});
