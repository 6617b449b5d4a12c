import { Inject, Injectable, LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from './logger.tokens';

type PinoLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

// Stack traces as Nest passes them to error(message, stack, context)
const STACK = /\n\s+at /;

/**
 * Nest's LoggerService over pino (`app.useLogger(...)`), so the framework's own logs and every
 * `new Logger(Context)` in feature code go through the same redaction and JSON lines.
 * Arguments follow Nest's ConsoleLogger: a trailing string is the context, a stack may come before it.
 */
@Injectable()
export class PinoLoggerService implements LoggerService {
  constructor(@Inject(ROOT_LOGGER) private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: PinoLevel, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const rest = [...params];
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = rest.find((param): param is string => typeof param === 'string' && STACK.test(param));
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](stack ? { ...fields, err: { message: String(message), stack } } : fields, String(message));
  }
}
