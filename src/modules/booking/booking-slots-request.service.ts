import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { SlotsAnswer } from '../../common/domain/booking/booking-wire';
import { DEFAULT_RULE_MESSAGES } from '../../common/domain/forms/field-messages';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { BookingBlockService } from './booking-block.service';
import { BookingCatalogueService } from './booking-catalogue.service';
import { companyOf } from './booking-company';
import { BookingSlotsService } from './booking-slots.service';
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

  async slots(centre: CentreConfig, body: Record<string, unknown>): Promise<SlotsAnswer> {
    const serviceId = body.service_id;
    const providerId = body.provider_id ?? null;
    const errors: Record<string, string> = {};
    if (!Number.isInteger(serviceId)) errors.service_id = DEFAULT_RULE_MESSAGES.invalid;
    if (providerId !== null && !Number.isInteger(providerId)) errors.provider_id = DEFAULT_RULE_MESSAGES.invalid;
    if (typeof body.date_from !== 'string') errors.date_from = DEFAULT_RULE_MESSAGES.invalid;
    if (typeof body.date_to !== 'string') errors.date_to = DEFAULT_RULE_MESSAGES.invalid;
    if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
    const { settings } = await this.blocks.settings(centre, body.block);
    const service = settings.serviceIds.includes(serviceId as number)
      ? await this.catalogues.service(centre, settings.serviceIds, serviceId as number)
      : undefined;
    if (!service) throw bookingRequestInvalid('This service cannot be booked here.');
    if (providerId !== null && !service.providerIds.includes(providerId as number))
      throw bookingRequestInvalid('This service cannot be booked here.');
    return this.slotsOf.slots(centre, companyOf(centre), settings, {
      service,
      providerId: providerId as number | null,
      from: body.date_from as string,
      to: body.date_to as string,
    });
  }
}
