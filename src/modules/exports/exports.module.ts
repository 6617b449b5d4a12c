import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ExportsAdminController } from './exports-admin.controller';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { LeadsExportJob } from './leads-export.job';
import { LeadsExportService } from './leads-export.service';
import { SftpDropClient } from './sftp-drop.client';

/**
 * The nightly SFTP export of leads and competition entries (docs/sftp-export.md), reading and marking the
 * submissions ledger. Needs the global ConfigModule and ClockModule, and ScheduleModule.forRoot() in the app.
 */
@Module({
  imports: [SubmissionsModule],
  controllers: [ExportsAdminController],
  providers: [SftpDropClient, LeadsExportService, LeadsExportJob, OperatorTokenGuard],
  exports: [LeadsExportService],
})
export class ExportsModule {}
