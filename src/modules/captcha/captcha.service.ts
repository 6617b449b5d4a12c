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
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CentresService } from '../centres/centres.service';
import { CAPTCHA_ERROR_CODES, humanCheckFailed, humanCheckUnavailable } from './captcha.errors';
import type { HumanCheckPort } from './captcha.port';
import { HUMAN_CHECK, HUMAN_CHECK_OPTIONS } from './captcha.tokens';
import { tokenFromAuthorization } from './siteverify.verdict';

export interface HumanCheckOptions {
  /** v3 tokens: the action the page passes to `grecaptcha.execute` for this form (default: CAPTCHA_ACTION) */
  action?: string;
}

/** The request as the human check reads it. */
export interface HumanCheckInput {
  authorization: string | string[] | undefined;
  /** the visitor's address, passed on to siteverify */
  remoteIp?: string;
  /** the Host the post came to: the token must have been made on a page of that site */
  host?: string;
}

/** Judges the captcha token of a request (spec 2 §5): passes, or throws the domain error the visitor sees. */
@Injectable()
export class CaptchaService {
  constructor(
    @Inject(HUMAN_CHECK) private readonly port: HumanCheckPort,
    @Inject(APP_CONFIG) private readonly config: Configuration,
    private readonly centres: CentresService,
  ) {}

  async check(input: HumanCheckInput, options: HumanCheckOptions = {}): Promise<void> {
    const token = tokenFromAuthorization(input.authorization);
    if (!token) throw humanCheckFailed(CAPTCHA_ERROR_CODES.missing);
    const verdict = await this.port.verify({
      token,
      remoteIp: plainAddress(input.remoteIp),
      expectedAction: options.action ?? this.config.integrations.captcha.action,
      expectedHostnames: this.centres.siteHostNames(input.host),
    });
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
    await this.captcha.check(
      { authorization: req.headers.authorization, remoteIp: req.ip, host: req.headers.host },
      options,
    );
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
