import { Module } from '@nestjs/common';
import { SERVER_ERROR_REPORTER } from '../../common/server/errors/server-error-reporter.port';
import { CentresModule } from '../centres/centres.module';
import { ErrorAdminController } from './error-admin.controller';
import { ErrorAdminService } from './error-admin.service';
import { ServerErrorReporterService } from './server-error-reporter.service';

/** Server errors to the error-tracking service, and operators' reading of the last ones (docs/error-reporting.md). */
@Module({
  imports: [CentresModule],
  controllers: [ErrorAdminController],
  providers: [
    ServerErrorReporterService,
    { provide: SERVER_ERROR_REPORTER, useExisting: ServerErrorReporterService },
    ErrorAdminService,
  ],
})
export class ErrorReportingModule {}
