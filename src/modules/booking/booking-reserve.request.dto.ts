import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { verificationForm } from '../../common/domain/booking/booking-details';
import { hasUnsafeCharacters } from '../../common/domain/forms/clean-text';
import { IsDashedDate, IsTimeOfDay } from '../../common/server/validation/date-time.decorators';
import { IsFormField } from '../../common/server/validation/form-field.decorator';
import { INVALID, TOKEN_MAX_LENGTH } from '../../common/server/validation/request-body';
import { BookingBlockRequestDto, IsProviderId } from './booking-request.dto';
const ANSWERS_MAX = 50;
const ANSWER_MAX_LENGTH = 500;
const ANSWER_KEY = /^[A-Za-z0-9]{1,100}$/;
/** spec 3 §5.1 'Subscription verification': the email the booking details checked */
const EMAIL_FIELD = verificationForm.fields.find((field) => field.name === 'email')!;

/** Answers by field key (spec 3 §5.1: the title without non-alphanumerics): clean text, numbers or ticks. */
function isAnswers(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= ANSWERS_MAX &&
    entries.every(([key, answer]) => {
      const text = typeof answer === 'number' || typeof answer === 'boolean' ? String(answer) : answer;
      return (
        ANSWER_KEY.test(key) &&
        typeof text === 'string' &&
        text.length <= ANSWER_MAX_LENGTH &&
        !hasUnsafeCharacters(text, { multiline: true })
      );
    })
  );
}

/** A number of people: whole, from `min`, never more than a thousand. */
const IsCount = (min: number): PropertyDecorator =>
  applyDecorators(IsInt(INVALID), Min(min, INVALID), Max(1000, INVALID));

const IsAnswers = (): PropertyDecorator =>
  ValidateBy({ name: 'isAnswers', validator: { validate: isAnswers } }, INVALID);

/** One 'Add to Booking' product and how many (0: not added). */
export class ReserveProductDto {
  @IsProviderId()
  id!: number;

  @IsInt(INVALID)
  @Min(0, INVALID)
  @Max(100, INVALID)
  qty!: number;
}

/**
 * POST /api/booking-reserve (spec 3 §7.1; booking-wire.ts ReserveRequest): numbers are integers in range, the date
 * a calendar date and the time a time of day ('2027-04-31', '25:00:00' answer 400 here, never reaching the
 * provider), the email a mailbox with the email check's messages, every text clean (QUALITY T3). The block's
 * settings, the service's fields and the places are checked by BookingReserveService.
 */
export class BookingReserveRequestDto extends BookingBlockRequestDto {
  @IsProviderId()
  event_id!: number;

  @IsProviderId()
  provider_id!: number;

  @IsDashedDate()
  date!: string;

  @IsTimeOfDay()
  time!: string;

  @IsFormField(EMAIL_FIELD)
  email!: string;

  @IsOptional()
  @IsCount(0)
  adults?: number;

  @IsOptional()
  @IsCount(0)
  children?: number;

  @IsOptional()
  @IsCount(1)
  quantity?: number;

  @IsOptional()
  @IsAnswers()
  answers?: Record<string, string | number | boolean>;

  @IsOptional()
  @IsArray(INVALID)
  @ArrayMaxSize(20, INVALID)
  @ValidateNested({ each: true })
  @Type(() => ReserveProductDto)
  products?: ReserveProductDto[];

  /** the verification seal /api/verify-subscription answered */
  @IsOptional()
  @IsString(INVALID)
  @MaxLength(TOKEN_MAX_LENGTH, INVALID)
  verification?: string;
}
