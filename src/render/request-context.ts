import type { Request } from 'express';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';

/** The public origin of a centre's site: its first domain in production, the request's host elsewhere. */
export function siteOrigin(req: Request, centre: CentreConfig, config: Configuration): string {
  if (config.app.mode === 'production' && centre.domains[0]) return `https://${centre.domains[0]}`;
  const host = String(req.headers.host ?? 'localhost').replace(/[^a-zA-Z0-9.:[\]-]/g, '');
  return `${req.protocol}://${host}`;
}

/** The nonce the security middleware made for this response (every script tag carries it). */
export function cspNonce(res: { locals: Record<string, unknown> }): string {
  return typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '';
}
