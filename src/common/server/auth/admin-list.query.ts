import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A centre's slug as configuration allows it (config/centres.config.ts): lower-case letters, digits and dashes. */
export const CENTRE_SLUG = /^[a-z0-9-]{1,64}$/;

/** The query every operators' list takes: how many of the newest to answer (at most 1000). */
export class AdminListQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}
