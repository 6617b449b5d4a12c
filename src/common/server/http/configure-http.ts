import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Configuration } from '../../../../config/configuration';
import { createLogger } from '../logging/create-logger';
import { createHttpLogger } from '../logging/http-logger.middleware';
import { ROOT_LOGGER } from '../logging/logger.tokens';
import { PinoLoggerService } from '../logging/pino-logger.service';
import { rejectUnsafePayloads } from '../validation/unsafe-payload.middleware';
import { translateBodyParserErrors } from './body-parser-errors.middleware';
import { CspOrigins } from './content-security-policy';
import { cspMiddleware } from './csp.middleware';
import { cspOriginsFromConfig } from './csp-origins';
import { correlationIdMiddleware } from './correlation-id.middleware';
import { securityHeaders } from './security-headers.middleware';
import { isBeacon, requireSupportedContentType } from './supported-content-type.middleware';
import { compressResponses } from './compress-responses';

/**
 * Origins of third-party features (card payments, maps, captcha, error tracking), added to the
 * CSP; the CMS asset origins, video embeds and CMS editor are always there (csp-origins.ts).
 */
export interface HttpOptions extends Partial<CspOrigins> {
  /** handlers that may answer a GET before any route (the page cache), after the security headers are set */
  fastPath?: RequestHandler[];
}

/**
 * The HTTP pipeline every request goes through, before any route: correlation id, request log,
 * security headers and CSP nonce, content-type check, size-limited body parsing, unsafe-payload
 * check. main.ts and the e2e tests both call it, so tests run what production runs. The app must
 * be created with `{ rawBody: true, bodyParser: false }` (the parsers are registered here, with
 * our limit, and Nest then keeps `req.rawBody` for the CMS webhook signature).
 */
export function configureHttp(app: NestExpressApplication, config: Configuration, options: HttpOptions = {}): void {
  const logger = rootLogger(app, config);
  app.useLogger(new PinoLoggerService(logger));
  app.flushLogs();

  app.disable('x-powered-by');
  app.set('trust proxy', config.app.trustProxyHops);
  // flat query objects: nested `a[b]=` syntax only widens what validation must reason about
  app.set('query parser', 'simple');

  app.use(correlationIdMiddleware);
  app.use(createHttpLogger(logger));
  // headers first, so even a 413 or 415 answer carries them
  app.use(...securityHeaders(config));
  app.use(
    cspMiddleware(cspOriginsFromConfig(config, options), { upgradeInsecureRequests: config.app.mode === 'production' }),
  );
  for (const handler of options.fastPath ?? []) app.use(handler);
  // every text response over 1 KB made from here on is compressed (brotli first, gzip): rendered pages as they
  // stream, JSON, the sitemap. Page-cache hits (the fast path above) and built files are compressed already and
  // never meet it (decision 0012)
  app.use(compressResponses());
  app.use(requireSupportedContentType);
  // QUALITY R7: bodies over 100 KB get a 413; forms are flat, so no extended (qs) urlencoding
  app.useBodyParser('json', { limit: config.app.bodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: config.app.bodyLimitBytes, extended: false });
  // a beacon's JSON sent as text/plain, on the beacon paths only
  app.useBodyParser('text', { limit: config.app.bodyLimitBytes, type: (req: unknown) => isBeacon(req as Request) });
  app.use(translateBodyParserErrors);
  app.use(rejectUnsafePayloads);
}

/** HttpBaselineModule's logger when the app imports it (tests may override it), else one from config. */
function rootLogger(app: NestExpressApplication, config: Configuration): Logger {
  try {
    return app.get<Logger>(ROOT_LOGGER, { strict: false });
  } catch {
    return createLogger(config);
  }
}
