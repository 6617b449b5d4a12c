import { IsOptional, Matches } from 'class-validator';

/** `POST /api/admin/exports/run?date=YYYY-MM-DD` */
export class ExportRunRequestDto {
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please enter a date as YYYY-MM-DD' })
  date?: string;
}
