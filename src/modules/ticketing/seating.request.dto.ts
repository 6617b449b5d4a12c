import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { INVALID, TOKEN_MAX_LENGTH } from '../../common/server/validation/request-body';

/** POST /api/seating/:eventId/reserve: a seat, into the reservation `token` (none: a new reservation). */
export class ReserveSeatDto {
  @IsString(INVALID)
  @Length(1, 200, INVALID)
  statusId!: string;

  @IsOptional()
  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  token?: string;
}

/** POST /api/seating/:eventId/free: a seat of the reservation `token` let go. */
export class FreeSeatDto {
  @IsString(INVALID)
  @Length(1, 200, INVALID)
  statusId!: string;

  @IsString(INVALID)
  @Length(1, TOKEN_MAX_LENGTH, INVALID)
  token!: string;
}
