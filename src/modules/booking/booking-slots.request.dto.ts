import { IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_RULE_MESSAGES } from '../../common/domain/forms/field-messages';
import { IsDashedDate } from '../../common/server/validation/date-time.decorators';

const INVALID = { message: DEFAULT_RULE_MESSAGES.invalid };
/** the seals' most (IdentityKeys.open refuses anything longer) */
export const TOKEN_MAX_LENGTH = 4096;

/**
 * POST /api/booking-slots (spec 3 §7.1; booking-wire.ts SlotsRequest). Dates are calendar dates ('2027-02-30'
 * answers 400 here, never reaching the provider); the block names a page and block whose settings are read from
 * content (BookingBlockService), the range is checked by BookingSlotsService.
 */
export class BookingSlotsRequestDto {
  @IsObject(INVALID)
  block!: Record<string, unknown>;

  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  token!: string;

  @IsInt(INVALID)
  @Min(1, INVALID)
  @Max(1e9, INVALID)
  service_id!: number;

  /** absent or null: any of the service's providers (a class's room) */
  @IsOptional()
  @IsInt(INVALID)
  @Min(1, INVALID)
  @Max(1e9, INVALID)
  provider_id?: number | null;

  @IsDashedDate()
  date_from!: string;

  @IsDashedDate()
  date_to!: string;

  @IsOptional()
  @IsIn([1], INVALID)
  with_available_slots?: 1;
}
