import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AdminListQuery } from '../../common/server/auth/admin-list.query';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { TicketingAdminService, type TicketOrdersOverview } from './ticketing-admin.service';

export class ListTicketOrdersQuery extends AdminListQuery {}

/** Operators' view of ticket orders (docs/ticketing.md "Operators"), beside GET /api/admin/bookings, behind the admin token. */
@Controller('api/admin/ticket-orders')
@UseGuards(OperatorTokenGuard)
export class TicketingAdminController {
  constructor(private readonly admin: TicketingAdminService) {}

  @Get()
  list(@Query() query: ListTicketOrdersQuery): Promise<TicketOrdersOverview> {
    return this.admin.overview(query.limit ?? 200);
  }
}
