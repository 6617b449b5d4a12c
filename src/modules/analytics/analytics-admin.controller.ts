import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';
import { AdminListQuery, CENTRE_SLUG } from '../../common/server/auth/admin-list.query';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { AnalyticsEventsService, type CentreEvents } from './analytics-events.service';

export class AnalyticsEventsQuery extends AdminListQuery {
  @IsString()
  @Matches(CENTRE_SLUG)
  centre!: string;
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
