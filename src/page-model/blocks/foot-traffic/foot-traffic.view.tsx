import { TrafficPanel } from '../../../../client/features/traffic/traffic-panel';
import type { TrafficPanelModel } from '../../traffic/traffic-panel.model';
import type { BlockProps } from '../block-definition';

export const FootTrafficView = ({ model }: BlockProps<TrafficPanelModel>) => <TrafficPanel model={model} live />;
