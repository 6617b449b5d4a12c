import type { Configuration } from '../../../../config/configuration';
import { FRAMEABLE_ORIGINS } from '../../domain/media/frame-origins';
import { CMS_EDITOR_ORIGIN, CspOrigins } from './content-security-policy';

/**
 * The origins every page allows: CMS assets (as the browser loads them, and as written in content),
 * the video embeds and the CMS editor. Features that load third-party code (card payments, maps,
 * captcha, error tracking) add theirs through `extra`, in main.ts.
 */
export function cspOriginsFromConfig(
  config: Pick<Configuration, 'content'>,
  extra: Partial<CspOrigins> = {},
): CspOrigins {
  const assetOrigins = [config.content.assetBaseUrl, config.content.assetOrigin].map(originOf);
  return {
    imageOrigins: unique([...assetOrigins, ...(extra.imageOrigins ?? [])]),
    connectOrigins: unique(extra.connectOrigins ?? []),
    // the editor's bridge script; only CSP2 browsers read this (see contentSecurityPolicy)
    scriptOrigins: unique([CMS_EDITOR_ORIGIN, ...(extra.scriptOrigins ?? [])]),
    // one list with the iframe and video blocks, which show editors a note for anything else
    frameOrigins: unique([...FRAMEABLE_ORIGINS, CMS_EDITOR_ORIGIN, ...(extra.frameOrigins ?? [])]),
  };
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
