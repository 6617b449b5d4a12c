import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { CentresService } from '../modules/centres/centres.service';
import { preferredEncoding } from '../common/server/http/content-encoding';
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
 * (registered through configureHttp's fast path): the stored bytes in the best encoding the request accepts
 * (brotli, gzip, none), with `Vary: Host, Accept-Encoding` and the page's own nonce in the policy (decision 0012).
 */
@Injectable()
export class PageCacheMiddleware {
  constructor(
    private readonly cache: PageCacheService,
    private readonly centres: CentresService,
  ) {}

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.path) || !this.cache.enabled)
      return next();
    const centre = this.centres.ofRequest(req);
    if (!centre || req.originalUrl.includes('?')) return next();
    this.cache.keyOf(centre, req.originalUrl).then(
      (key) => this.answer(key, req, res, next),
      () => next(),
    );
  };

  private answer(key: string | undefined, req: Request, res: Response, next: NextFunction): void {
    if (!key) return next();
    const hit = this.cache.get(key, (offered) => preferredEncoding(req, offered));
    if (!hit) {
      res.locals.pageCacheKey = key;
      return next();
    }
    // the page's scripts carry the nonce it was rendered with: this response's policy allows that one
    const policy = res.getHeader('content-security-policy');
    if (typeof policy === 'string')
      res.setHeader('content-security-policy', policy.replaceAll(res.locals.cspNonce, hit.nonce));
    res.locals.cspNonce = hit.nonce;
    res.status(hit.status);
    for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
    if (hit.encoding !== 'identity') res.setHeader('content-encoding', hit.encoding);
    res.setHeader('x-page-cache', 'hit');
    res.setHeader('content-length', String(hit.body.length));
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  }
}
