import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy, CspOrigins } from './content-security-policy';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** this response's CSP nonce: the page renderer puts it on every script and style element */
      cspNonce: string;
    }
  }
}

// A base64 stand-in, so the policy is built and validated once and only the nonce changes per response
const NONCE_SLOT = 'NONCESLOTxNONCESLOTxNONCE';

/** A fresh nonce for every response (16 random bytes, base64) in `res.locals.cspNonce` and the CSP header that allows it. */
export function cspMiddleware(origins: CspOrigins, options: { upgradeInsecureRequests: boolean }): RequestHandler {
  const template = contentSecurityPolicy({
    ...origins,
    nonce: NONCE_SLOT,
    upgradeInsecureRequests: options.upgradeInsecureRequests,
  });
  return (_req: Request, res: Response, next: NextFunction): void => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', template.replaceAll(NONCE_SLOT, nonce));
    next();
  };
}
