import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Configuration } from '../../../../config/configuration';
import { isApiRequest } from './api-request';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** helmet for the static security headers; the CSP is set per response by csp.middleware.ts. */
export function securityHeaders(config: Pick<Configuration, 'app'>): RequestHandler[] {
  const helmetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: false,
    // card payment and map providers may open windows that talk back to the page
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only where TLS ends at our load balancer; not includeSubDomains: centre domains have
    // subdomains that are not ours to pin to HTTPS
    strictTransportSecurity:
      config.app.mode === 'production' ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
    // CSP frame-ancestors decides who may frame us (the CMS editor must); X-Frame-Options cannot say that
    xFrameOptions: false,
  });
  return [helmetHeaders, crossOriginResourcePolicy];
}

/**
 * Pages, images and assets may be embedded anywhere (social and partner sites, the CMS editor);
 * API answers only by our own pages.
 */
function crossOriginResourcePolicy(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cross-Origin-Resource-Policy', isApiRequest(req) ? 'same-origin' : 'cross-origin');
  next();
}
