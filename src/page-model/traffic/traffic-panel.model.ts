import type { LinkModel } from '../../common/domain/links/link-rules';
import type { TrafficResponse } from '../../common/domain/live/live-api.types';

/**
 * The `/api/traffic` answer of one day with the day it was asked for and when it was read (ISO instant): what the
 * server read for today as it rendered the page, and what the browser reads on each refresh (docs/traffic.md,
 * decision 0030).
 */
export interface DayTraffic {
  date: string;
  response: TrafficResponse;
  readAt: string;
}

/** What the two traffic blocks show around the chart (docs/traffic.md). */
export interface TrafficPanelModel {
  title: string;
  hint: string;
  showDaySelector: boolean;
  link?: LinkModel;
  linkText: string;
  anchor?: string;
  /** today's traffic as the server read it (the chart is drawn on the server); absent when it could not be read */
  today?: DayTraffic;
}
