import { DomainError } from '../../common/server/errors/domain-error';

/** The file drop could not be reached or refused a file ('UPSTREAM.*' answers 503); the next run catches up. */
export class SftpUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('UPSTREAM.SFTP_UNAVAILABLE', 'The SFTP server is unavailable: the export will be retried at the next run', undefined, { cause });
  }
}

/** An operator asked for a day that has not ended in every centre yet ('*.INVALID' answers 400). */
export class ExportDateInvalidError extends DomainError {
  constructor(message: string) {
    super('EXPORT.INVALID', 'Invalid export request', { date: message });
  }
}

/** Another run (here or on another instance) holds the export lease ('*.CONFLICT' answers 409). */
export class ExportRunningError extends DomainError {
  constructor() {
    super('EXPORT.CONFLICT', 'An export is already running');
  }
}
