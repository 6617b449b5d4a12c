export { siteOrigin } from '../common/server/http/site-origin';

/** The nonce the security middleware made for this response (every script tag carries it). */
export function cspNonce(res: { locals: Record<string, unknown> }): string {
  return typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '';
}
