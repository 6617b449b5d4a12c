import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AdminListQuery } from '../../common/server/auth/admin-list.query';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { BookingAdminService, type BookingsOverview } from './booking-admin.service';

export class ListBookingsQuery extends AdminListQuery {}

/**
 * Operators' view of service bookings (docs/booking.md "Operators"), behind the admin token:
 * `GET /api/admin/bookings`: confirmed (the ledger's booking records and their delivery), abandoned (held, never
 * confirmed, hold lapsed) and failed (confirmation refused). No personal data.
 */
@Controller('api/admin/bookings')
@UseGuards(OperatorTokenGuard)
export class BookingAdminController {
  constructor(private readonly admin: BookingAdminService) {}

  @Get()
  list(@Query() query: ListBookingsQuery): Promise<BookingsOverview> {
    return this.admin.overview(query.limit ?? 200);
  }
}
