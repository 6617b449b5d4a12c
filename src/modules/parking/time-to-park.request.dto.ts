import { ArrayMaxSize, IsArray, IsString, Matches } from 'class-validator';

/** A region id as the parking feed writes them ('WLV-P1'): letters, digits, dashes and underscores, 1 to 64. */
export const REGION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** POST /api/time-to-park { region_id: [] | [id] } (spec 1 §7: a list with zero or one id). */
export class TimeToParkRequestDto {
  // also the message for a missing region_id
  @IsArray({ message: 'region_id must be a list of zero or one region id' })
  @ArrayMaxSize(1, { message: 'region_id must hold at most one id' })
  @IsString({ each: true, message: 'region_id must hold a region id as text' })
  @Matches(REGION_ID_PATTERN, {
    each: true,
    message: 'region_id must hold a region id of letters, digits, dashes or underscores (up to 64)',
  })
  region_id!: string[];
}
