import { hostname } from 'node:os';
import pino from 'pino';
import type { Configuration } from '../../../../config/configuration';
import { redactLogObject, scrubText } from './log-redaction';
import { serializeError, serializeRequest, serializeResponse } from './log-serializers';

/**
 * The root logger: JSON lines, level from config (`silent` by default in test mode), ISO times
 * (no epoch numbers for the card-number net to trip on), and both redaction nets of
 * log-redaction.ts. Pass a destination to capture the output (tests).
 */
export function createLogger(config: Pick<Configuration, 'app'>, destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level: config.app.logLevel,
    base: { pid: process.pid, hostname: hostname(), mode: config.app.mode },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError, req: serializeRequest, res: serializeResponse },
    formatters: {
      level: (label) => ({ level: label }),
      log: redactLogObject,
    },
    // the last net: every written line, messages and serialized errors included
    hooks: { streamWrite: scrubText },
  };
  return destination ? pino(options, destination) : pino(options);
}
