import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { CentresService } from '../modules/centres/centres.service';
import { PageCacheService } from './page-cache.service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** set on a page-cache miss: the page controller stores the rendered page under it */
      pageCacheKey?: string;
    }
  }
}

const NOT_PAGES = /^\/(api|assets|static)(\/|$)|^\/(sitemap\.xml|robots\.txt|favicon\.svg)$/;

/**
 * Answers GETs of cached pages before any route, after the security headers and the nonce are set
 * (registered through configureHttp's fast path).
 */
@Injectable()
export class PageCacheMiddleware {
  constructor(
    private readonly cache: PageCacheService,
    private readonly centres: CentresService,
  ) {}

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.path) || !this.cache.enabled) return next();
    const centre = this.centres.forHost(req.headers.host);
    if (!centre || req.originalUrl.includes('?')) return next();
    this.cache.keyOf(centre, req.originalUrl).then(
      (key) => this.answer(key, req, res, next),
      () => next(),
    );
  };

  private answer(key: string | undefined, req: Request, res: Response, next: NextFunction): void {
    if (!key) return next();
    const hit = this.cache.get(key, res.locals.cspNonce);
    if (!hit) {
      res.locals.pageCacheKey = key;
      return next();
    }
    res.status(hit.status);
    for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
    res.setHeader('x-page-cache', 'hit');
    res.setHeader('content-length', String(hit.body.length));
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  }
}
