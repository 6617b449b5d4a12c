import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { SeatingInfo } from '../../common/domain/ticketing/ticketing-wire';
import { INVALID, TOKEN_MAX_LENGTH } from '../../common/server/validation/request-body';
import { eventNotFound } from './ticketing.errors';

/** Vivenu's ids: letters, digits, dashes and underscores */
export const VIVENU_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** An event id (a route's `:id`) Vivenu could know, or the 404 every unknown event gets. */
export function eventIdOf(id: unknown): string {
  if (typeof id !== 'string' || !VIVENU_ID.test(id)) throw eventNotFound();
  return id;
}

/** A seat as the seat map hands it over (issue 25); only its shape is checked here, Vivenu checks the seat. */
export class SeatingInfoDto implements SeatingInfo {
  @IsIn([6, 7], INVALID)
  _type!: 6 | 7;

  @IsString(INVALID)
  @MaxLength(200, INVALID)
  statusId!: string;

  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) _id?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) categoryId?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) name?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) seatType?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) sectionName?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) groupName?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) rowName?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) seatName?: string;
  @IsOptional() @IsString(INVALID) @MaxLength(200, INVALID) gate?: string;
}

/** What the browser asks for: a ticket type and how many, never a price. */
export class TicketRequestItemDto {
  @Matches(VIVENU_ID, INVALID)
  ticketTypeId!: string;

  @IsInt(INVALID)
  @Min(1, INVALID)
  @Max(100, INVALID)
  amount!: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => SeatingInfoDto)
  seatingInfo?: SeatingInfoDto;
}

class CartDto {
  @IsArray(INVALID)
  @ArrayMinSize(1, INVALID)
  @ArrayMaxSize(50, INVALID)
  @ValidateNested({ each: true })
  @Type(() => TicketRequestItemDto)
  items!: TicketRequestItemDto[];

  @IsOptional()
  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  seatingReservationToken?: string;
}

/** POST /api/checkout */
export class CreateCheckoutDto extends CartDto {
  @Matches(VIVENU_ID, INVALID)
  eventId!: string;
}

/** What every later checkout call carries: the sealed checkout. */
export class CheckoutTokenDto {
  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  token!: string;
}

/** POST /api/checkout/items: the cart replaced. */
export class CheckoutItemsDto extends CartDto {
  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  token!: string;
}

/** POST /api/confirm-booking */
export class ConfirmTicketsDto extends CheckoutTokenDto {
  @IsOptional()
  @Matches(/^pi_[A-Za-z0-9_]{1,200}$/, INVALID)
  paymentIntentId?: string;
}

/** POST /api/checkout/details: the personal details are checked by checkout-details.rules.ts (spec 3 §5.2 texts). */
export class CheckoutDetailsDto extends CheckoutTokenDto {
  @IsObject(INVALID)
  personal!: Record<string, unknown>;

  @IsOptional()
  @IsObject(INVALID)
  answers?: { event_specific?: Record<string, unknown>; ticket_specific?: Record<string, unknown> };

  @IsOptional()
  @IsBoolean(INVALID)
  terms?: boolean;

  @IsOptional()
  @IsBoolean(INVALID)
  newsletter?: boolean;

  /** the verification seal /api/verify-subscription answered (the member check) */
  @IsOptional()
  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  verification?: string;
}
