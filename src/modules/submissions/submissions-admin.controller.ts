import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { IsIn } from 'class-validator';
import { AdminListQuery } from '../../common/server/auth/admin-list.query';
import { SUBMISSION_STATUSES, type SubmissionRecord, type SubmissionStatus } from './submission-ledger.port';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { SubmissionsService } from './submissions.service';

const STATUSES: readonly SubmissionStatus[] = SUBMISSION_STATUSES;

export class ListSubmissionsQuery extends AdminListQuery {
  @IsIn(STATUSES, { message: 'status must be parked, pending or delivered' })
  status!: SubmissionStatus;
}

/** What operators see of a submission: its state, never the visitor's data. */
export type SubmissionSummary = Omit<SubmissionRecord, 'payload'>;

function summary({ payload: _payload, ...rest }: SubmissionRecord): SubmissionSummary {
  return rest;
}

/**
 * Operators' view of the submissions ledger (docs/submissions.md "Operators"), behind the admin token:
 * `GET /api/admin/submissions?status=parked|pending|delivered` and `POST /api/admin/submissions/:id/replay`.
 */
@Controller('api/admin/submissions')
@UseGuards(OperatorTokenGuard)
export class SubmissionsAdminController {
  constructor(private readonly submissions: SubmissionsService) {}

  @Get()
  async list(@Query() query: ListSubmissionsQuery): Promise<{ data: SubmissionSummary[] }> {
    const records = await this.submissions.list(query.status, query.limit ?? 100);
    return { data: records.map(summary) };
  }

  @Post(':id/replay')
  @HttpCode(200)
  async replay(@Param('id') id: string): Promise<{ data: SubmissionSummary }> {
    return { data: summary(await this.submissions.replay(id)) };
  }
}
