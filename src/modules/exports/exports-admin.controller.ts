import { Controller, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ExportRunRequestDto } from './export-run.request.dto';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { LeadsExportJob } from './leads-export.job';
import type { ExportReport } from './leads-export.service';

/**
 * Operators' door to the leads export (docs/sftp-export.md "Running it by hand").
 * `POST /api/admin/exports/run[?date=YYYY-MM-DD]` with the admin token in `x-webhook-token`. Answers 200 with the
 * files written; 400 `EXPORT.INVALID` (a day that has not ended everywhere), 401, 409 `EXPORT.CONFLICT` (a run
 * holds the lease), 503 `UPSTREAM.SFTP_UNAVAILABLE`.
 */
@Controller('api/admin/exports')
@UseGuards(OperatorTokenGuard)
export class ExportsAdminController {
  constructor(private readonly job: LeadsExportJob) {}

  @Post('run')
  @HttpCode(200)
  run(@Query() query: ExportRunRequestDto): Promise<ExportReport> {
    return this.job.runNow(query.date);
  }
}
