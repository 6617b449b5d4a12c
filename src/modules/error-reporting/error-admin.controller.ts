import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { CENTRE_SLUG } from '../../common/server/auth/admin-list.query';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { ErrorAdminService, type ReportedError } from './error-admin.service';

export class ListErrorsQuery {
  @IsOptional()
  @Matches(CENTRE_SLUG)
  centre?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

/**
 * Operators' view of the last reported errors (docs/error-reporting.md), behind the admin token:
 * `GET /api/admin/errors?centre=&limit=`, newest first. Read from the collector in demo and test; in production
 * the error-tracking service's console is where they are read (404 says so).
 */
@Controller('api/admin/errors')
@UseGuards(OperatorTokenGuard)
export class ErrorAdminController {
  constructor(private readonly admin: ErrorAdminService) {}

  @Get()
  list(@Query() query: ListErrorsQuery): Promise<{ errors: ReportedError[] }> {
    return this.admin.lastErrors(query.centre, query.limit ?? 50);
  }
}
