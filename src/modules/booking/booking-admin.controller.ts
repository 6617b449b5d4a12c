import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { BookingAdminService, type BookingsOverview } from './booking-admin.service';

export class ListBookingsQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}

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
