import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { AnalyticsEventsService, type CentreEvents } from './analytics-events.service';

export class AnalyticsEventsQuery {
  @IsString()
  @Matches(/^[a-z0-9-]{1,60}$/)
  centre!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}

/**
 * Operators' view of what visitors do (docs/analytics.md "Operators"), behind the admin token:
 * `GET /api/admin/analytics/events?centre=<slug>&limit=`: the centre's last data-layer events, newest first, as its
 * container's collector recorded them (the sandbox's in demo and test; 404 in production, where the tag manager's
 * console shows them).
 */
@Controller('api/admin/analytics')
@UseGuards(OperatorTokenGuard)
export class AnalyticsAdminController {
  constructor(private readonly events: AnalyticsEventsService) {}

  @Get('events')
  last(@Query() query: AnalyticsEventsQuery): Promise<CentreEvents> {
    return this.events.last(query.centre, query.limit ?? 50);
  }
}
