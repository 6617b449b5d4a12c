import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import type { HumanCheckPort, HumanCheckRequest, HumanCheckVerdict } from './captcha.port';
import { interpretSiteverify } from './siteverify.verdict';

/**
 * The real human check: `POST {CAPTCHA_VERIFY_URL}` form-encoded `secret`, `response`, `remoteip`
 * (contracts.md §5), the whole call (answer body included) within `captcha.timeoutMs`. Never retried: a
 * token is single use, so a second attempt of the same token would read `timeout-or-duplicate`.
 */
@Injectable()
export class SiteverifyClient implements HumanCheckPort {
  private readonly logger = new Logger('HumanCheck');

  constructor(@Inject(APP_CONFIG) private readonly config: Configuration) {}

  async verify(request: HumanCheckRequest): Promise<HumanCheckVerdict> {
    const { secret, verifyUrl, timeoutMs, minScore } = this.config.integrations.captcha;
    const form = new URLSearchParams({ secret, response: request.token });
    if (request.remoteIp) form.set('remoteip', request.remoteIp);
    let answer: unknown;
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return this.unavailable(`siteverify answered ${response.status}`);
      }
      answer = await response.json();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      return this.unavailable(timedOut ? `siteverify did not answer within ${timeoutMs} ms` : describe(error));
    }
    const verdict = interpretSiteverify(answer, {
      minScore,
      expectedAction: request.expectedAction,
      expectedHostnames: request.expectedHostnames,
    });
    if (verdict.outcome === 'unavailable') this.logger.error(`Human check unavailable: ${verdict.reason}`);
    else if (verdict.outcome === 'failed') this.logger.debug(`Human check failed: ${verdict.reason}`);
    return verdict;
  }

  private unavailable(reason: string): HumanCheckVerdict {
    this.logger.warn(`Human check unavailable: ${reason}`);
    return { outcome: 'unavailable', reason };
  }
}

function describe(error: unknown): string {
  // errors of fetch may come from another realm: read them by shape, not by class
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown } };
  if (typeof message !== 'string') return String(error);
  return typeof cause?.message === 'string' ? `${message} (${cause.message})` : message;
}
