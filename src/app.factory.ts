import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Configuration } from '../config/configuration';
import { AppModule, AppOptions } from './app.module';
import { configureHttp } from './common/server/http/configure-http';
import { publicDir } from './render/asset-manifest.service';
import { PageCacheMiddleware } from './render/page-cache.middleware';
import { precompressed, precompressedFiles } from './common/server/http/precompressed-static';

/** Creates the application exactly as production runs it; main.ts and the e2e tests both use it. */
export async function createApp(config: Configuration, options: AppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    rawBody: true,
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttp(app, config, { fastPath: [app.get(PageCacheMiddleware).handle] });
  // hashed file names: cache for a year; the build wrote .br and .gz beside every text file (decision 0012)
  app.use('/assets', precompressed(`${publicDir()}/assets`, { immutable: true, maxAge: '365d', index: false }));
  // the site's own files at its root (favicon.svg): only their paths, so a page request never looks at the disk
  app.use(precompressedFiles(`${publicDir()}/static`, { index: false, maxAge: '1d' }));
  app.enableShutdownHooks();
  return app;
}
