import type { FootTrafficStaticBlok } from '../../../common/domain/cms/block-content.types';
import type { TrafficPanelModel } from '../../traffic/traffic-panel.model';
import { defineBlock } from '../block-definition';
import { mapTrafficPanel, trafficIsland } from '../../traffic/traffic-panel.mapper';

/**
 * spec 1 §2.2 foot_traffic_static: today's usual arrival curve, asked once: no day dropdown, no 'Right now' line
 * and no refresh (docs/traffic.md). For pages that plan a visit rather than report the moment.
 */
export const footTrafficStaticBlock = defineBlock<TrafficPanelModel>({
  type: 'foot_traffic_static',
  island: (model) => trafficIsland(model, false),
  map: (raw, ctx) => mapTrafficPanel(raw as FootTrafficStaticBlok, false, ctx),
});
