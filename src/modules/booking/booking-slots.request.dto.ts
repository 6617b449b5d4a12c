import { IsIn, IsOptional } from 'class-validator';
import { IsDashedDate } from '../../common/server/validation/date-time.decorators';
import { INVALID } from '../../common/server/validation/request-body';
import { BookingBlockRequestDto, IsProviderId } from './booking-request.dto';

/**
 * POST /api/booking-slots (spec 3 §7.1; booking-wire.ts SlotsRequest). Dates are calendar dates ('2027-02-30'
 * answers 400 here, never reaching the provider); the range is checked by BookingSlotsService.
 */
export class BookingSlotsRequestDto extends BookingBlockRequestDto {
  @IsProviderId()
  service_id!: number;

  /** absent or null: any of the service's providers (a class's room) */
  @IsOptional()
  @IsProviderId()
  provider_id?: number | null;

  @IsDashedDate()
  date_from!: string;

  @IsDashedDate()
  date_to!: string;

  @IsOptional()
  @IsIn([1], INVALID)
  with_available_slots?: 1;
}
