import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * One line per request with its correlation id (`req.id`, set by the correlation-id middleware
 * that runs first), method, path, allow-listed headers, status and time; `req.log` is a child
 * logger bound to the id. Never bodies nor query strings (see log-serializers.ts).
 */
export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    // our serializers take the raw request and response: nothing beyond them is ever copied
    wrapSerializers: false,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'correlationId' },
    genReqId: (req) => req.id,
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) => {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 && res.statusCode !== 404 ? 'warn' : 'info';
    },
    // pino-http invents an Error (with a useless stack) for any 5xx; the filter already logged the real one
    customErrorObject: (_req, res: ServerResponse, error: Error, value: Record<string, unknown>) =>
      error.message === `failed with status code ${res.statusCode}` ? { ...value, err: undefined } : value,
    // health probes every few seconds and hashed static assets would drown the rest
    autoLogging: {
      ignore: (req) => req.method === 'GET' && (req.url === '/api/health' || req.url?.startsWith('/assets/') === true),
    },
  });
}
