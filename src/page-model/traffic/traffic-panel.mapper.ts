import type { FootTrafficBlok, FootTrafficStaticBlok } from '../../common/domain/cms/block-content.types';
import { toLink } from '../../common/domain/links/link-rules';
import {
  TRAFFIC_BLOCK_TITLE,
  TRAFFIC_DEFAULT_HINT,
  TRAFFIC_LEARN_MORE,
  TRAFFIC_REFRESH_MS,
} from '../../common/domain/live/traffic-messages';
import type { MapContext } from '../blocks/block-definition';
import type { IslandTiming } from '../island-timing';
import type { TrafficPanelModel } from './traffic-panel.model';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The fields both traffic blocks share (docs/traffic.md). Nothing is required: every field has a default. Today's
 * traffic comes from the server's read of the page (MapContext.trafficToday), so the chart is drawn in the HTML.
 */
export function mapTrafficPanel(
  blok: FootTrafficBlok | FootTrafficStaticBlok,
  showDaySelector: boolean,
  ctx: Pick<MapContext, 'trafficToday'>,
): TrafficPanelModel {
  return {
    title: text(blok.title) || TRAFFIC_BLOCK_TITLE,
    hint: text(blok.hint) || TRAFFIC_DEFAULT_HINT,
    showDaySelector,
    link: toLink(blok.link),
    linkText: text(blok.linkText) || TRAFFIC_LEARN_MORE,
    anchor: text(blok.slug) || undefined,
    ...(ctx.trafficToday ? { today: ctx.trafficToday } : {}),
  };
}

/**
 * When a traffic block's island starts (decision 0030). With today's chart drawn by the server, on the first
 * interaction (a press, a key, a mouse over it for a tooltip): a first view runs no React and no Highcharts. A live
 * chart also starts a refresh's interval after it came into view, so a page left open is refreshed as before.
 * Without the server's figures the chart must ask for them, so it starts as it comes into view.
 */
export function trafficIsland(model: TrafficPanelModel, live: boolean): IslandTiming {
  if (!model.today) return { when: 'visible' };
  return live ? { when: 'visible', delayMs: TRAFFIC_REFRESH_MS, hover: true } : { when: 'interaction', hover: true };
}
