import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CAPTCHA_ERROR_CODES, humanCheckFailed, humanCheckUnavailable } from './captcha.errors';
import type { HumanCheckPort } from './captcha.port';
import { HUMAN_CHECK, HUMAN_CHECK_OPTIONS } from './captcha.tokens';
import { tokenFromAuthorization } from './siteverify.verdict';

export interface HumanCheckOptions {
  /** v3 tokens: the action the page passes to `grecaptcha.execute` for this form */
  action?: string;
}

/** Judges the captcha token of a request (spec 2 §5): passes, or throws the domain error the visitor sees. */
@Injectable()
export class CaptchaService {
  constructor(@Inject(HUMAN_CHECK) private readonly port: HumanCheckPort) {}

  async check(
    authorization: string | string[] | undefined,
    remoteIp?: string,
    options: HumanCheckOptions = {},
  ): Promise<void> {
    const token = tokenFromAuthorization(authorization);
    if (!token) throw humanCheckFailed(CAPTCHA_ERROR_CODES.missing);
    const verdict = await this.port.verify({ token, remoteIp: plainAddress(remoteIp), expectedAction: options.action });
    if (verdict.outcome === 'passed') return;
    if (verdict.outcome === 'failed') throw humanCheckFailed(CAPTCHA_ERROR_CODES.failed);
    throw humanCheckUnavailable();
  }
}

/** Runs the human check before the route's handler (and before its body is validated). */
@Injectable()
export class HumanCheckGuard implements CanActivate {
  constructor(
    private readonly captcha: CaptchaService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const options = this.reflector.getAllAndOverride<HumanCheckOptions | undefined>(HUMAN_CHECK_OPTIONS, [
      context.getHandler(),
      context.getClass(),
    ]);
    await this.captcha.check(req.headers.authorization, req.ip, options);
    return true;
  }
}

/**
 * Puts a public POST behind the human check: `@HumanCheck()` on a route (or a controller). A missing or
 * failed token answers 400 'Human verification failed' with `errors.captcha` 'Please confirm you are not a
 * robot'; siteverify unavailable answers 503 (decision 0009). Needs CaptchaModule (global) in the app.
 */
export function HumanCheck(options: HumanCheckOptions = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(HUMAN_CHECK_OPTIONS, options), UseGuards(HumanCheckGuard));
}

/** `::ffff:203.0.113.9` is the IPv4 address 203.0.113.9 seen through a dual-stack socket. */
function plainAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
