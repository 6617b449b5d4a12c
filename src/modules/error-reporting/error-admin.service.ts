import { Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';

/** One reported error as operators see it: what failed, where, and the id to find it in the logs. No personal data. */
export interface ReportedError {
  eventId: string;
  receivedAt: string;
  source: string;
  level: string;
  centre?: string;
  message: string;
  correlationId?: string;
  method?: string;
  route?: string;
  status?: number;
  /** page or request URL, without query string */
  url?: string;
}

export const CONSOLE_ONLY =
  'Reported errors are read in the error-tracking service\'s console; this environment has no collector the site can read.';
const READ_TIMEOUT_MS = 3000;

/** Reads the last reported errors from the collector (the sandbox in demo and test modes). */
@Injectable()
export class ErrorAdminService {
  constructor(@Inject(APP_CONFIG) private readonly config: Configuration) {}

  async lastErrors(centre: string | undefined, limit: number): Promise<{ errors: ReportedError[] }> {
    const source = this.config.app.errorTrackingEventsUrl;
    if (!source) throw new NotFoundException(CONSOLE_ONLY);
    const url = new URL(source);
    url.searchParams.set('environment', this.config.app.mode);
    let body: { events?: Array<{ receivedAt: string; event: Record<string, unknown> }> };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`collector answered ${response.status}`);
      body = (await response.json()) as typeof body;
    } catch {
      throw new ServiceUnavailableException('The error collector could not be read');
    }
    const errors = (body.events ?? [])
      .map(({ receivedAt, event }) => reportedError(receivedAt, event))
      .filter((error) => !centre || error.centre === centre)
      .slice(0, limit);
    return { errors };
  }
}

function reportedError(receivedAt: string, event: Record<string, unknown>): ReportedError {
  const tags = (event.tags ?? {}) as Record<string, string>;
  const exception = (event.exception as { values?: Array<{ type?: string; value?: string }> } | undefined)?.values?.[0];
  const message = (event.message as { formatted?: string } | undefined)?.formatted;
  const request = (event.request ?? {}) as { url?: string };
  return {
    eventId: String(event.event_id ?? ''),
    receivedAt,
    source: tags.source ?? String(event.platform ?? ''),
    level: String(event.level ?? 'error'),
    centre: tags.centre,
    message: message ?? (exception ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}` : ''),
    correlationId: tags.correlation_id,
    method: tags.method,
    route: tags.route,
    status: tags.status ? Number(tags.status) : undefined,
    url: request.url,
  };
}
