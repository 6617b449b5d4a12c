import type { LinkModel } from '../../common/domain/links/link-rules';

/** What the two traffic blocks show around the chart (docs/traffic.md). */
export interface TrafficPanelModel {
  title: string;
  hint: string;
  showDaySelector: boolean;
  link?: LinkModel;
  linkText: string;
  anchor?: string;
}
