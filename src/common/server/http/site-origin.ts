import type { Request } from 'express';
import type { CentreConfig } from '../../../../config/centres.config';
import type { Configuration } from '../../../../config/configuration';

/**
 * The site's address as a visitor reaches it: the centre's first configured domain in production, else the request's
 * own protocol and host (demo and test, on loopback), with anything but host characters dropped. Used for absolute
 * links: canonical URLs, the sitemap, calendar files and the links in emails.
 */
export function siteOrigin(
  req: Pick<Request, 'protocol' | 'headers'>,
  centre: Pick<CentreConfig, 'domains'>,
  config: Pick<Configuration, 'app'>,
): string {
  if (config.app.mode === 'production' && centre.domains[0]) return `https://${centre.domains[0]}`;
  const host = String(req.headers.host ?? 'localhost').replace(/[^a-zA-Z0-9.:[\]-]/g, '');
  return `${req.protocol}://${host}`;
}
