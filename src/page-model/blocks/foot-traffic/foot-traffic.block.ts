import type { FootTrafficBlok } from '../../../common/domain/cms/block-content.types';
import type { TrafficPanelModel } from '../../traffic/traffic-panel.model';
import { mapTrafficPanel, trafficIsland } from '../../traffic/traffic-panel.mapper';
import { defineBlock } from '../block-definition';

/**
 * spec 1 §2.14: the group block 'Popular arrival times': the live traffic chart of today (or of a day chosen in
 * the dropdown), refreshed every fifteen minutes, with 'Learn more' to the traffic page.
 */
export const footTrafficBlock = defineBlock<TrafficPanelModel>({
  type: 'foot_traffic',
  island: (model) => trafficIsland(model, true),
  map: (raw, ctx) => {
    const blok = raw as FootTrafficBlok;
    return mapTrafficPanel(blok, Boolean(blok.showDaySelector), ctx);
  },
});
