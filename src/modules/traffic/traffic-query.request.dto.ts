import { IsOptional } from 'class-validator';
import { IsDashedDate } from '../../common/server/validation/date-time.decorators';

export const START_DATE_FORMAT_MESSAGE = 'startDate must be a calendar date written YYYY-MM-DD';

/** GET /api/traffic?startDate=YYYY-MM-DD: a date in the centre's time zone; missing means today. */
export class TrafficQueryDto {
  @IsOptional()
  @IsDashedDate({ message: START_DATE_FORMAT_MESSAGE })
  startDate?: string;
}
