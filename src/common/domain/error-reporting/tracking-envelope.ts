/**
 * The error-tracking service's wire format (decision 0022): Sentry's ingestion protocol, written by hand. A DSN
 * `https://<public key>@<host>/<project id>` names where events go; an event is sent as an envelope (a header
 * line, an item header line, the event JSON) by `POST <host>/api/<project id>/envelope/`, authenticated by the
 * public key in the query (`sentry_key`), which browsers can send without a preflight.
 */
import { scrubText } from './scrub';

export interface TrackingDsn {
  dsn: string;
  publicKey: string;
  /** e.g. https://o1.ingest.sentry.io */
  origin: string;
  projectId: string;
  /** where envelopes are posted, key and protocol version in the query */
  envelopeUrl: string;
}

/** The parts of a DSN, or undefined when it is not one (no key, no numeric project). */
export function parseDsn(dsn: string): TrackingDsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  const projectId = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(projectId)).replace(/\/$/, '');
  if (!url.username || !/^\d+$/.test(projectId) || !/^https?:$/.test(url.protocol)) return undefined;
  const origin = `${url.protocol}//${url.host}`;
  return {
    dsn,
    publicKey: url.username,
    origin,
    projectId,
    envelopeUrl: `${origin}${prefix}/api/${projectId}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`,
  };
}

export interface StackFrame {
  filename?: string;
  function?: string;
  lineno?: number;
  colno?: number;
}

/** The event payload: only these fields are ever sent (no user, no cookies, no form values, no body). */
export interface TrackingEvent {
  event_id: string;
  /** seconds since the epoch */
  timestamp: number;
  platform: 'javascript' | 'node';
  level: 'error' | 'warning';
  environment: string;
  /** the route pattern (server) or the page path (browser) */
  transaction?: string;
  message?: { formatted: string };
  exception?: { values: Array<{ type: string; value: string; stacktrace?: { frames: StackFrame[] } }> };
  request?: { url?: string; method?: string; headers?: Record<string, string> };
  tags: Record<string, string>;
}

const CHROME_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
const FIREFOX_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)$/;
const MAX_FRAMES = 30;

/** Stack frames of an error's `stack` (V8 and Firefox/Safari layouts), scrubbed, outermost call first. */
export function stackFrames(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const found = CHROME_FRAME.exec(line) ?? FIREFOX_FRAME.exec(line);
    if (!found) continue;
    frames.push({
      function: found[1] ? scrubText(found[1]) : '?',
      filename: scrubText(found[2]!),
      lineno: Number(found[3]),
      colno: Number(found[4]),
    });
    if (frames.length === MAX_FRAMES) break;
  }
  return frames.reverse();
}

/** The exception part of an event from anything thrown, scrubbed. */
export function exceptionOf(error: unknown): NonNullable<TrackingEvent['exception']> {
  const isError = error instanceof Error;
  const frames = isError ? stackFrames(error.stack) : [];
  return {
    values: [
      {
        type: isError ? error.name : typeof error,
        value: scrubText(isError ? error.message : String(error)).slice(0, 1000),
        ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
      },
    ],
  };
}

/** A new event id: 32 hex digits. */
export function newEventId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(random() * 16).toString(16);
  return id;
}

/** The envelope of one event: envelope header, item header, payload, one line each. */
export function eventEnvelope(event: TrackingEvent, dsn: string, sentAt: Date): string {
  const payload = JSON.stringify(event);
  return [
    JSON.stringify({ event_id: event.event_id, sent_at: sentAt.toISOString(), dsn }),
    JSON.stringify({ type: 'event', content_type: 'application/json' }),
    payload,
  ].join('\n');
}
