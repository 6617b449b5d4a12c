import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { CentreConfig } from '../../../config/centres.config';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { DomainError } from '../../common/server/errors/domain-error';
import { CLOCK } from '../../common/server/time/clock';
import type { Clock } from '../../common/server/time/clock';
import { Centre } from '../../modules/centres/centre.decorator';
import { siteOrigin } from '../request-context';
import { EventCalendarService } from './event-calendar.service';

/** GET /api/events/:id/calendar.ics?session=<n>: one session of an event as an iCalendar download. */
@Controller('api/events')
export class EventCalendarController {
  constructor(
    private readonly calendar: EventCalendarService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  @Get(':id/calendar.ics')
  async download(@Param('id') id: string, @Query('session') session: string | undefined, @Req() req: Request, @Centre() centre: CentreConfig, @Res({ passthrough: true }) res: Response): Promise<string> {
    const index = /^\d{1,4}$/.test(String(session ?? '')) ? Number(session) : NaN;
    if (Number.isNaN(index)) throw new DomainError('CALENDAR.INVALID', 'Choose a session to add to your calendar.', { session: 'session must be a whole number' });
    const file = await this.calendar.sessionFile(centre, id, index, siteOrigin(req, centre, this.config), this.clock.now());
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('cache-control', 'public, max-age=300');
    return file.body;
  }
}
