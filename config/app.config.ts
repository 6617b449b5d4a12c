import { parseDsn } from '../src/common/domain/error-reporting/tracking-envelope';
import { EnvReader } from './env';

export const MODES = ['demo', 'production', 'test'] as const;
export type Mode = (typeof MODES)[number];

export interface AppConfig {
  mode: Mode;
  /** spec 1 §7: server port, default 3000 */
  port: number;
  host?: string;
  /** spec 1 §7: non-production host suffixes; `<centre>.<suffix>` picks a centre by slug */
  nonProductionHostSuffixes: string[];
  /** centre served for a host that matches no centre (demo and test only) */
  defaultCentre?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** folder for local data (dynalite, SFTP files) in demo and test modes */
  dataDir: string;
  /** the demo content folder (one sub-folder per centre slug); benchmarks point it at larger generated sets */
  demoContentDir?: string;
  /** largest accepted request body (QUALITY R7: 100 KB) */
  bodyLimitBytes: number;
  /** how long a page render may take before it is aborted */
  renderTimeoutMs: number;
  /** seconds a rendered published page is reused by this instance (0 turns the page cache off) */
  pageCacheSeconds: number;
  /** most pages the page cache keeps */
  pageCacheEntries: number;
  /** the error-tracking service's server-side token (spec 1 §7); never sent to the browser (docs/error-reporting.md) */
  errorTrackingToken?: string;
  /** the error-tracking service's DSN, `https://<public key>@<host>/<project id>`: public, the browser sends to it */
  errorTrackingDsn?: string;
  /** share of errors sent to the error-tracking service, 0 to 1 (ERROR_TRACKING_SAMPLE_RATE, default 1) */
  errorTrackingSampleRate: number;
  /** where the last reported errors can be read (the sandbox collector in demo and test; none in production) */
  errorTrackingEventsUrl?: string;
  /**
   * proxies in front of the app whose X-Forwarded-For / -Proto are believed (the client address of rate limits,
   * the scheme of canonical URLs). 0 without a proxy, else a client could pick its own address; 1 behind one
   * load balancer.
   */
  trustProxyHops: number;
  /**
   * the server's key for personal identifiers (docs/decisions/0011-lookups-and-identity.md): keyed hashes of
   * normalised emails and mobiles in single-entry ids and limit keys, and the seal of a verification it answered.
   * Required in production; demo and test use a fixed key.
   */
  identitySecret: string;
  /**
   * demo and test only: a JSON file naming sandboxes already running in another process (SandboxEndpoints), which
   * this instance uses instead of starting its own (the browser tests' production build; two instances sharing one
   * set of sandboxes)
   */
  sandboxEndpointsFile?: string;
  /** demo and test only: the instant the app takes as now, frozen (tests that need a known wall clock say so) */
  fixedNow?: Date;
  /**
   * demo and test only: a file naming a point of the booking payment flow (docs/booking.md "Crash drill"); the
   * server deletes it and kills itself (SIGKILL) when it reaches that point, so a drill can prove what a crash there
   * leaves behind
   */
  bookingCrashFile?: string;
}

export function appConfig(read: EnvReader): AppConfig {
  const mode = read.oneOf('APP_MODE', MODES, 'demo');
  return {
    mode,
    port: read.int('PORT', 3000, { min: 0, max: 65535 }),
    host: read.optional('HOST'),
    nonProductionHostSuffixes: read.list('NON_PRODUCTION_HOST_SUFFIXES', ['localhost']),
    defaultCentre: read.optional('DEFAULT_CENTRE'),
    logLevel: read.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      mode === 'test' ? 'silent' : 'info',
    ),
    dataDir: read.string('DATA_DIR', 'var'),
    demoContentDir: read.optional('DEMO_CONTENT_DIR'),
    bodyLimitBytes: read.int('BODY_LIMIT_BYTES', 100 * 1024, { min: 1024 }),
    renderTimeoutMs: read.int('RENDER_TIMEOUT_MS', 10_000, { min: 100 }),
    pageCacheSeconds: read.int('PAGE_CACHE_SECONDS', 60),
    pageCacheEntries: read.int('PAGE_CACHE_ENTRIES', 500, { min: 1 }),
    trustProxyHops: read.int('TRUST_PROXY_HOPS', 0, { min: 0, max: 10 }),
    errorTrackingToken: read.optional('ERROR_TRACKING_TOKEN'),
    errorTrackingDsn: trackingDsn(read),
    errorTrackingSampleRate: sampleRate(read),
    identitySecret: read.string('IDENTITY_SECRET', mode === 'production' ? '' : 'atrium-demo-identity-secret'),
    sandboxEndpointsFile: notInProduction(read, mode, 'SANDBOX_ENDPOINTS_FILE'),
    fixedNow: fixedNow(read, mode),
    bookingCrashFile: notInProduction(read, mode, 'BOOKING_CRASH_FILE'),
  };
}

/** A setting that only demo and test modes take: refused at boot in production. */
function notInProduction(read: EnvReader, mode: Mode, key: string): string | undefined {
  const value = read.optional(key);
  if (value !== undefined && mode === 'production') read.problems.push(`${key} is for demo and test modes only`);
  return value;
}

/** FIXED_NOW: an ISO 8601 instant with its offset (2026-12-02T00:30:00+11:00). */
function fixedNow(read: EnvReader, mode: Mode): Date | undefined {
  const value = notInProduction(read, mode, 'FIXED_NOW');
  if (value === undefined) return undefined;
  const instant = new Date(value);
  if (!/(Z|[+-]\d\d:\d\d)$/.test(value) || Number.isNaN(instant.getTime())) {
    read.problems.push(`FIXED_NOW must be an ISO 8601 instant with its offset (got "${value}")`);
    return undefined;
  }
  return instant;
}

/** ERROR_TRACKING_DSN: `https://<public key>@<host>/<project id>` (decision 0022); anything else is refused at boot. */
function trackingDsn(read: EnvReader): string | undefined {
  const dsn = read.optional('ERROR_TRACKING_DSN');
  if (dsn !== undefined && !parseDsn(dsn))
    read.problems.push('ERROR_TRACKING_DSN must look like https://<public key>@<host>/<project id>');
  return dsn;
}

/** ERROR_TRACKING_SAMPLE_RATE: a number from 0 to 1 (default 1: every error). */
function sampleRate(read: EnvReader): number {
  const value = read.optional('ERROR_TRACKING_SAMPLE_RATE');
  if (value === undefined) return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    read.problems.push(`ERROR_TRACKING_SAMPLE_RATE must be a number from 0 to 1 (got "${value}")`);
    return 1;
  }
  return rate;
}
