import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { Configuration } from '../../../config/configuration';
import type { BookingCatalogue, CatalogueService } from '../../common/domain/booking/booking-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CacheService } from '../cache/cache.service';
import { companyOf, type BookingCompany } from './booking-company';
import { bookingNotConfigured, bookingUpstreamFailed } from './booking.errors';
import { isOffered, toFields, toProducts, toProvider, toService } from './catalogue.mapper';
import { SIMPLYBOOK, SimplyBookError, type RawService, type SimplyBookPort } from './simplybook.port';

/**
 * What a booking block offers (booking-wire.ts BookingCatalogue), read from the centre's SimplyBook company and
 * filtered to the block's service ids (spec 3 §7.2): services or classes, the providers attached to them
 * (spec 3 §4.1), each service's visible fields and products. Cached per centre and service list for
 * BOOKING_CATALOGUE_SECONDS (stale served while the provider is down). The render module calls `catalogue` to
 * render a block's first step on the server.
 */
@Injectable()
export class BookingCatalogueService {
  private readonly freshMs: number;

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    private readonly cache: CacheService,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    this.freshMs = config.integrations.booking.catalogueSeconds * 1000;
  }

  async catalogue(centre: CentreConfig, serviceIds: number[]): Promise<BookingCatalogue> {
    const company = companyOf(centre);
    const ids = [...new Set(serviceIds.filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);
    if (ids.length === 0) throw bookingNotConfigured();
    const key = `booking:catalogue:${centre.slug}:${ids.join(',')}`;
    if (this.freshMs === 0) return this.load(company, ids);
    return this.cache.getOrLoad(key, () => this.load(company, ids), {
      freshMs: this.freshMs,
      staleIfErrorMs: 6 * this.freshMs,
      errorBackoffMs: 5000,
    });
  }

  /** One service of a catalogue, or undefined when the block does not offer it. */
  async service(centre: CentreConfig, serviceIds: number[], serviceId: number): Promise<CatalogueService | undefined> {
    return (await this.catalogue(centre, serviceIds)).services.find((service) => service.id === serviceId);
  }

  private async load(company: BookingCompany, ids: number[]): Promise<BookingCatalogue> {
    try {
      const [services, classes, providers] = await Promise.all([
        this.simplybook.services(company),
        this.simplybook.classes(company),
        this.simplybook.providers(company),
      ]);
      const chosen = pick([...services, ...classes], ids);
      const catalogueServices = await Promise.all(
        chosen.map(async (raw) => {
          const id = Number(raw.id);
          const [fields, products] = await Promise.all([
            this.simplybook.additionalFields(company, id),
            this.simplybook.products(company, id),
          ]);
          return toService(raw, { fields: toFields(fields), products: toProducts(products, id) });
        }),
      );
      const attached = new Set(catalogueServices.flatMap((service) => service.providerIds));
      return {
        companyId: company.login,
        services: catalogueServices,
        providers: providers.filter((p) => attached.has(Number(p.id))).map((p) => toProvider(p, company.publicUrl)),
      };
    } catch (error) {
      if (error instanceof SimplyBookError) throw bookingUpstreamFailed(error);
      throw error;
    }
  }
}

/** The block's services in the block's order, each once (a class appears in both lists of some companies). */
function pick(all: RawService[], ids: number[]): RawService[] {
  const byId = new Map<number, RawService>();
  for (const raw of all) if (isOffered(raw) && !byId.has(Number(raw.id))) byId.set(Number(raw.id), raw);
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
