import { TrafficPanel, TrafficPanelModel } from '../../../../client/features/traffic/traffic-panel';
import type { BlockProps } from '../block-definition';

export const FootTrafficView = ({ model }: BlockProps<TrafficPanelModel>) => <TrafficPanel model={model} live />;
