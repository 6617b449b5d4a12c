import { ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';
import { toFieldErrors } from './validation-errors.mapper';

/** STYLE 3: the one validation configuration, registered as APP_PIPE by HttpBaselineModule. */
export const VALIDATION_PIPE_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  // never copy submitted values (personal data) or the DTO into error objects
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => new RequestValidationException(toFieldErrors(errors)),
};

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe(VALIDATION_PIPE_OPTIONS);
}
