import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { AddressInfo } from 'node:net';
import { loadConfiguration, type Configuration } from '../../../config/configuration';
import { ConfigModule } from '../../../src/common/server/config/config.module';
import { configureHttp } from '../../../src/common/server/http/configure-http';
import { HttpBaselineModule } from '../../../src/common/server/http/http-baseline.module';
import { RateLimitModule } from '../../../src/common/server/http/rate-limit/rate-limit.module';
import { IdentityModule } from '../../../src/common/server/identity/identity.module';
import type { Clock } from '../../../src/common/server/time/clock';
import { ClockModule } from '../../../src/common/server/time/clock.module';
import { CaptchaModule } from '../../../src/modules/captcha/captcha.module';
import { startCaptchaSandbox, type CaptchaSandbox } from '../../../src/sandbox/captcha/captcha-sandbox';
import { AbuseTestController } from './abuse-test.controller';

export const CAPTCHA_SECRET = 'abuse-test-secret';

export interface AbuseTestApp {
  app: NestExpressApplication;
  url: string;
  config: Configuration;
  captcha: CaptchaSandbox;
  close(): Promise<void>;
}

export interface AbuseTestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** a captcha sandbox shared by several instances (else one of its own) */
  captcha?: CaptchaSandbox;
}

/**
 * The test routes behind the request pipeline production runs (configureHttp, the exception filter, the rate
 * limiter and the human check), with siteverify answered by the captcha sandbox.
 */
export async function startAbuseTestApp(options: AbuseTestAppOptions = {}): Promise<AbuseTestApp> {
  const captcha = options.captcha ?? (await startCaptchaSandbox({ secret: CAPTCHA_SECRET }));
  // behind one proxy hop: each test visitor's address is its X-Forwarded-For
  const base = loadConfiguration({ APP_MODE: 'test', RATE_LIMIT_POSTS: '10', TRUST_PROXY_HOPS: '1', ...options.env });
  const config: Configuration = {
    ...base,
    integrations: {
      ...base.integrations,
      captcha: { ...base.integrations.captcha, secret: CAPTCHA_SECRET, verifyUrl: captcha.verifyUrl },
    },
  };
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      ClockModule.forRoot(options.clock),
      HttpBaselineModule,
      IdentityModule,
      RateLimitModule,
      CaptchaModule,
    ],
    controllers: [AbuseTestController],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    rawBody: true,
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttp(app, config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    captcha,
    close: async () => {
      await app.close();
      if (!options.captcha) await captcha.close();
    },
  };
}
