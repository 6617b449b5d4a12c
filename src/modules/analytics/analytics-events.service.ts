import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { isContainerId } from '../../common/domain/analytics/tag-manager';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { collectorUnavailable, noCollector, noContainer, unknownCentre } from './analytics.errors';

/** One event as the collector recorded it (docs/analytics.md "Operators"). */
export interface RecordedEvent {
  event: string;
  at: string;
  path: string;
  data: Record<string, unknown>;
}

export interface CentreEvents {
  centre: string;
  containerId: string;
  events: RecordedEvent[];
}

const TIMEOUT_MS = 5000;

/**
 * The last analytics events of a centre, read from the collector its container sends to. Only the sandbox
 * collector (demo and test) can be read this way; production's events are read in the tag manager's console.
 */
@Injectable()
export class AnalyticsEventsService {
  constructor(@Inject(APP_CONFIG) private readonly config: Configuration) {}

  async last(slug: string, limit: number): Promise<CentreEvents> {
    const collector = this.config.integrations.analytics.collectorUrl;
    if (!collector) throw noCollector();
    const centre = this.config.centres.centres.find((candidate) => candidate.slug === slug);
    if (!centre) throw unknownCentre();
    if (!isContainerId(centre.tagManagerId)) throw noContainer();
    const url = new URL('/events', collector);
    url.searchParams.set('container', centre.tagManagerId);
    url.searchParams.set('limit', String(limit));
    let body: { events?: unknown };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`collector answered ${response.status}`);
      body = (await response.json()) as { events?: unknown };
    } catch (error) {
      throw collectorUnavailable(error);
    }
    if (!Array.isArray(body.events)) throw collectorUnavailable();
    const events = (body.events as Array<Partial<RecordedEvent>>).map((entry) => ({
      event: String(entry.event ?? ''),
      at: String(entry.at ?? ''),
      path: String(entry.path ?? ''),
      data: entry.data && typeof entry.data === 'object' ? entry.data : {},
    }));
    return { centre: centre.slug, containerId: centre.tagManagerId, events };
  }
}
