import type { FootTrafficBlok, FootTrafficStaticBlok } from '../../common/domain/cms/block-content.types';
import { toLink } from '../../common/domain/links/link-rules';
import {
  TRAFFIC_BLOCK_TITLE,
  TRAFFIC_DEFAULT_HINT,
  TRAFFIC_LEARN_MORE,
} from '../../common/domain/live/traffic-messages';
import type { TrafficPanelModel } from './traffic-panel.model';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The fields both traffic blocks share (docs/traffic.md). Nothing is required: every field has a default. */
export function mapTrafficPanel(
  blok: FootTrafficBlok | FootTrafficStaticBlok,
  showDaySelector: boolean,
): TrafficPanelModel {
  return {
    title: text(blok.title) || TRAFFIC_BLOCK_TITLE,
    hint: text(blok.hint) || TRAFFIC_DEFAULT_HINT,
    showDaySelector,
    link: toLink(blok.link),
    linkText: text(blok.linkText) || TRAFFIC_LEARN_MORE,
    anchor: text(blok.slug) || undefined,
  };
}
