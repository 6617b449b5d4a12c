import { BadRequestException } from '@nestjs/common';
import type { FieldErrors } from '../errors/domain-error';

export const VALIDATION_FAILED_MESSAGE = 'Validation failed';

/** A 400 carrying field messages; the global filter turns it into `{ statusCode, message, errors, correlationId }`. */
export class RequestValidationException extends BadRequestException {
  constructor(
    readonly errors: FieldErrors,
    message = VALIDATION_FAILED_MESSAGE,
  ) {
    super({ message, errors });
  }
}
