import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  LimitPerIdentifier,
  RateLimit,
  SkipRateLimit,
} from '../../../src/common/server/http/rate-limit/rate-limit.decorators';
import { HumanCheck } from '../../../src/modules/captcha/captcha.service';

/** Test-only routes: a public form POST behind the human check, and routes with their own limits. */
@Controller('api/abuse-test')
export class AbuseTestController {
  @Post('enquiry')
  @HumanCheck()
  enquiry(): { received: true } {
    return { received: true };
  }

  @Post('contact-action')
  @HumanCheck({ action: 'contact' })
  contactAction(): { received: true } {
    return { received: true };
  }

  @Post('plain')
  @HttpCode(200)
  plain(): { ok: true } {
    return { ok: true };
  }

  @Get('plain')
  read(): { ok: true } {
    return { ok: true };
  }

  @Post('strict')
  @HttpCode(200)
  @RateLimit({ limit: 2, windowSeconds: 30 })
  strict(): { ok: true } {
    return { ok: true };
  }

  @Post('exempt')
  @HttpCode(200)
  @SkipRateLimit()
  exempt(): { ok: true } {
    return { ok: true };
  }

  @Post('lookup')
  @HttpCode(200)
  @LimitPerIdentifier()
  lookup(): { ok: true } {
    return { ok: true };
  }

  @Post('sign-up')
  @HttpCode(200)
  @LimitPerIdentifier()
  signUp(): { ok: true } {
    return { ok: true };
  }
}
