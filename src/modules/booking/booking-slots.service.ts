import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type {
  BookingSettings,
  CatalogueService,
  DaySlots,
  SlotsAnswer,
} from '../../common/domain/booking/booking-wire';
import type { OpeningBooking } from '../../common/domain/booking/booking-type';
import { openingMonth, visibleSlots, type MonthSlots } from '../../common/domain/booking/slots';
import { isDashedDate } from '../../common/domain/time/date-formats';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { companyOf, type BookingCompany } from './booking-company';
import { dayTimes, placesTaken } from './reserved-places';
import { bookingUpstreamFailed } from './booking.errors';
import { SIMPLYBOOK, SimplyBookError, type SimplyBookPort } from './simplybook.port';

/** the longest range one slots call may ask for: a month view with its edges */
const MAX_RANGE_DAYS = 42;

export interface SlotsQuery {
  service: CatalogueService;
  providerId: number | null;
  from: string;
  to: string;
}

/**
 * Start times of a service with their places (spec 3 §3.1 'Time slot', §7.1 slots): the provider's start-time
 * matrix, its reserved intervals and the units' capacity, with the times inside the block's minimum notice hidden
 * (spec 3 §5.1). Never cached: places change with every booking.
 */
@Injectable()
export class BookingSlotsService {
  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async slots(
    centre: CentreConfig,
    company: BookingCompany,
    settings: BookingSettings,
    query: SlotsQuery,
  ): Promise<SlotsAnswer> {
    checkRange(query.from, query.to);
    const { service, providerId } = query;
    const units = providerId !== null ? [providerId] : service.providerIds;
    try {
      const [firstWorkingDay, matrix, reserved, capacity] = await Promise.all([
        this.simplybook.firstWorkingDay(
          company,
          service.unitGroupId !== undefined ? { unitGroupId: service.unitGroupId } : { providerId: units[0] },
        ),
        this.simplybook.startTimeMatrix(company, {
          from: query.from,
          to: query.to,
          serviceId: service.id,
          providerIds: providerId !== null ? [providerId] : null,
          count: 1,
        }),
        this.simplybook.reservedIntervals(company, {
          from: query.from,
          to: query.to,
          serviceId: service.id,
          providerId,
          count: 1,
        }),
        this.capacity(company, units),
      ]);
      const now = this.clock.now();
      const days: DaySlots[] = Object.keys(matrix)
        .filter((date) => isDashedDate(date) && date >= query.from && date <= query.to)
        .sort()
        .map((date) => {
          const times = Array.isArray(matrix[date]) ? matrix[date].filter((t) => typeof t === 'string') : [];
          const day: DaySlots = { date, slots: dayTimes(times, reserved, date, units, capacity) };
          return {
            date,
            slots: visibleSlots(day, { now, timeZone: centre.timeZone, minHoursBefore: settings.minTimeBeforeBooking }),
          };
        })
        // a day without a start time left is not a day the calendar offers
        .filter((day) => day.slots.length > 0);
      return { data: { ...(firstWorkingDay ? { firstWorkingDay } : {}), slots: days } };
    } catch (error) {
      if (error instanceof SimplyBookError) throw bookingUpstreamFailed(error);
      throw error;
    }
  }

  /**
   * spec 3 §4.1: the month a flow that opens on the date step shows first, with its times, read as the server
   * renders the page (issue 14 part 7): the visitor sees the open days before any script runs.
   */
  async openingMonth(
    centre: CentreConfig,
    settings: BookingSettings,
    opening: OpeningBooking,
    today: string,
  ): Promise<MonthSlots> {
    const company = companyOf(centre);
    const { service, providerId } = opening;
    return openingMonth(
      today,
      async ({ from, to }) => (await this.slots(centre, company, settings, { service, providerId, from, to })).data,
    );
  }

  /** The places of one start time (reserve checks the visitor's attendees against it). */
  async placesAt(
    company: BookingCompany,
    service: CatalogueService,
    providerId: number,
    date: string,
    time: string,
  ): Promise<number> {
    const [reserved, capacity] = await Promise.all([
      this.simplybook.reservedIntervals(company, { from: date, to: date, serviceId: service.id, providerId, count: 1 }),
      this.capacity(company, [providerId]),
    ]);
    return Math.max(0, capacity - placesTaken(reserved, date, time, [providerId]));
  }

  /** Places per start time: the units' qty summed (a stylist is 1, the Workshop Studio 3). */
  private async capacity(company: BookingCompany, units: number[]): Promise<number> {
    const providers = await this.simplybook.providers(company);
    const wanted = new Set(units);
    return providers
      .filter((provider) => wanted.has(Number(provider.id)))
      .reduce((sum, provider) => sum + Math.max(1, Number(provider.qty) || 1), 0);
  }
}

/** A range the slots call may ask for: calendar dates, in order, at most MAX_RANGE_DAYS apart. */
function checkRange(from: string, to: string): void {
  const errors: Record<string, string> = {};
  if (!isDashedDate(from)) errors.date_from = 'Invalid date';
  if (!isDashedDate(to)) errors.date_to = 'Invalid date';
  else if (!errors.date_from) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0 || days > MAX_RANGE_DAYS) errors.date_to = 'Invalid date';
  }
  if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
}
