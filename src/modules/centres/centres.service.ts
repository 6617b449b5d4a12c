import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { CentreConfig } from '../../../config/centres.config';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { centreForHost, centreHostNames } from './centre-host';

/** Where a request keeps the centre its Host names once it is resolved (`undefined`: none), see ofRequest. */
const CENTRE_OF_REQUEST = Symbol('atrium:centre-of-request');

type RequestWithCentre = IncomingMessage & { [CENTRE_OF_REQUEST]?: { centre: CentreConfig | undefined } };

/** The configured centres and which one a request is for. */
@Injectable()
export class CentresService {
  private readonly fallback: CentreConfig | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: Configuration) {
    const { centres } = config.centres;
    // production answers only its own domains; demo and test serve a default centre on plain localhost
    this.fallback =
      config.app.mode === 'production'
        ? undefined
        : (centres.find((centre) => centre.slug === config.app.defaultCentre) ?? centres[0]);
  }

  all(): CentreConfig[] {
    return this.config.centres.centres;
  }

  /**
   * The centre the request's Host names, or none (production answers only its own domains). Resolved once per
   * request and kept on it, so the page-cache middleware, the `@Centre()` parameters of controllers and the
   * error page all see the same answer.
   */
  ofRequest(req: IncomingMessage): CentreConfig | undefined {
    const request = req as RequestWithCentre;
    request[CENTRE_OF_REQUEST] ??= { centre: this.forHost(req.headers.host) };
    return request[CENTRE_OF_REQUEST].centre;
  }

  private forHost(host: string | undefined): CentreConfig | undefined {
    return centreForHost(host, this.config.centres.centres, { suffixes: this.config.app.nonProductionHostSuffixes, fallback: this.fallback });
  }

  /**
   * The host names of the site a request's Host is for (its centre's domains; outside production also its
   * `<slug>.localhost` names): none when the Host names no centre.
   */
  siteHostNames(host: string | undefined): string[] {
    const centre = this.forHost(host);
    if (!centre) return [];
    const suffixes = this.config.app.mode === 'production' ? [] : this.config.app.nonProductionHostSuffixes;
    return centreHostNames(centre, suffixes);
  }

  bySlug(slug: string): CentreConfig | undefined {
    return this.config.centres.centres.find((centre) => centre.slug === slug);
  }

  /** spec 1 §2.3: the outlet centre named in content that has no search, 'Open Today' or get-directions link. */
  hasOutletExceptions(centreName: string): boolean {
    return this.config.centres.outletExceptionNames.some((name) => name.toLowerCase() === centreName.trim().toLowerCase());
  }
}
