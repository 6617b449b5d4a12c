import { applyDecorators } from '@nestjs/common';
import { IsInt, IsObject, IsString, Max, MaxLength, Min } from 'class-validator';

import { INVALID, TOKEN_MAX_LENGTH } from '../../common/server/validation/request-body';

/** A provider's id of a service, provider or product: a whole number from 1. */
export const IsProviderId = (): PropertyDecorator =>
  applyDecorators(IsInt(INVALID), Min(1, INVALID), Max(1e9, INVALID));

/**
 * What every call of a booking block carries: which block (its settings are read from content by
 * BookingBlockService, never from the body) and the flow's session token (checked by BookingSessionService).
 */
export class BookingBlockRequestDto {
  @IsObject(INVALID)
  block!: Record<string, unknown>;

  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  token!: string;
}
