import { IsOptional, ValidateBy, ValidationOptions } from 'class-validator';
import { isDashedDate } from '../../common/domain/time/date-formats';

export const START_DATE_FORMAT_MESSAGE = 'startDate must be a calendar date written YYYY-MM-DD';

function IsDashedDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isDashedDate', validator: { validate: (value) => isDashedDate(value) } }, options);
}

/** GET /api/traffic?startDate=YYYY-MM-DD: a date in the centre's time zone; missing means today. */
export class TrafficQueryDto {
  @IsOptional()
  @IsDashedDate({ message: START_DATE_FORMAT_MESSAGE })
  startDate?: string;
}
