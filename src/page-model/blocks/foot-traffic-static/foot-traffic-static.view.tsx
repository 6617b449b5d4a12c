import { TrafficPanel, TrafficPanelModel } from '../../../../client/features/traffic/traffic-panel';
import type { BlockProps } from '../block-definition';

export const FootTrafficStaticView = ({ model }: BlockProps<TrafficPanelModel>) => (
  <TrafficPanel model={model} live={false} />
);
