import { Global, Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { CaptchaService, HumanCheckGuard } from './captcha.service';
import { HUMAN_CHECK } from './captcha.tokens';
import { SiteverifyClient } from './siteverify.client';

/**
 * The human check of every public POST (spec 2 §5). Global, so any controller can put a route behind
 * `@HumanCheck()` (captcha.service.ts) without importing it. Needs the global ConfigModule (APP_CONFIG); the
 * centres tell it which host names a token may have been made on.
 */
@Global()
@Module({
  imports: [CentresModule],
  providers: [{ provide: HUMAN_CHECK, useClass: SiteverifyClient }, CaptchaService, HumanCheckGuard],
  exports: [HUMAN_CHECK, CaptchaService, HumanCheckGuard],
})
export class CaptchaModule {}
