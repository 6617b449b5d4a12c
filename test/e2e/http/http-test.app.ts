import type { ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { loadConfiguration } from '../../../config/configuration';
import { ConfigModule } from '../../../src/common/server/config/config.module';
import { configureHttp } from '../../../src/common/server/http/configure-http';
import { HttpBaselineModule } from '../../../src/common/server/http/http-baseline.module';
import { createLogger } from '../../../src/common/server/logging/create-logger';
import { ROOT_LOGGER } from '../../../src/common/server/logging/logger.tokens';
import { TestApiController, TestPageController } from './test-http.controllers';

export const testConfig = loadConfiguration({ APP_MODE: 'test' });

export interface HttpTestAppOptions {
  /** extra modules, e.g. one providing PAGE_ERROR_RENDERER */
  imports?: ModuleMetadata['imports'];
  /** replaces the root logger (to capture what is logged) */
  logger?: Logger;
}

/** The test controllers behind exactly the pipeline production runs: HttpBaselineModule + configureHttp. */
export async function createHttpTestApp(options: HttpTestAppOptions = {}): Promise<NestExpressApplication> {
  let builder = Test.createTestingModule({
    imports: [ConfigModule.forRoot(testConfig), HttpBaselineModule, ...(options.imports ?? [])],
    controllers: [TestApiController, TestPageController],
  });
  if (options.logger) builder = builder.overrideProvider(ROOT_LOGGER).useValue(options.logger);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    rawBody: true,
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttp(app, testConfig);
  await app.init();
  return app;
}

/** A root logger at debug level whose lines land in `lines`. */
export function captureLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ app: { ...testConfig.app, logLevel: 'debug' } }, stream);
  return { logger, lines };
}
