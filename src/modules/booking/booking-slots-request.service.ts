import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { SlotsAnswer } from '../../common/domain/booking/booking-wire';
import { BookingBlockService } from './booking-block.service';
import { BookingCatalogueService } from './booking-catalogue.service';
import { companyOf } from './booking-company';
import { BookingSlotsService } from './booking-slots.service';
import type { BookingSlotsRequestDto } from './booking-slots.request.dto';
import { bookingRequestInvalid } from './booking.errors';

/**
 * POST /api/booking-slots read against the block (spec 3 §7.1): the service must be one of the block's, the
 * provider one of the service's (or none: any of them, a class's room).
 */
@Injectable()
export class BookingSlotsRequestService {
  constructor(
    private readonly blocks: BookingBlockService,
    private readonly catalogues: BookingCatalogueService,
    private readonly slotsOf: BookingSlotsService,
  ) {}

  async slots(centre: CentreConfig, body: BookingSlotsRequestDto): Promise<SlotsAnswer> {
    const serviceId = body.service_id;
    const providerId = body.provider_id ?? null;
    const { settings } = await this.blocks.settings(centre, body.block);
    const service = settings.serviceIds.includes(serviceId)
      ? await this.catalogues.service(centre, settings.serviceIds, serviceId)
      : undefined;
    if (!service) throw bookingRequestInvalid('This service cannot be booked here.');
    if (providerId !== null && !service.providerIds.includes(providerId))
      throw bookingRequestInvalid('This service cannot be booked here.');
    return this.slotsOf.slots(centre, companyOf(centre), settings, {
      service,
      providerId,
      from: body.date_from,
      to: body.date_to,
    });
  }
}
