import type { FieldErrors } from '../../common/server/errors/domain-error';
import type { FormDefinition } from '../../common/domain/forms/form-field';
import { FormBodyPipe, type FormSubmission } from '../../common/server/validation/form-body.pipe';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';

/**
 * Validates a body with a form definition (the shared rules and sanitising of FormBodyPipe), adding the checks
 * a definition cannot state (`extra`, e.g. a list's length), so the visitor gets every field's message at once.
 */
export function readForm(definition: FormDefinition, body: unknown, extra: FieldErrors = {}): FormSubmission {
  let values: FormSubmission | undefined;
  let errors: FieldErrors = {};
  try {
    values = new FormBodyPipe(definition).transform(body);
  } catch (error) {
    if (!(error instanceof RequestValidationException)) throw error;
    errors = error.errors;
  }
  const all = { ...extra, ...errors };
  if (!values || Object.keys(all).length > 0) throw new RequestValidationException(all);
  return values;
}

/** How many items a list in the body holds (0 when it is not a list). */
export function countOf(body: unknown, name: string): number {
  if (typeof body !== 'object' || body === null) return 0;
  const value = (body as Record<string, unknown>)[name];
  return Array.isArray(value) ? value.length : 0;
}

/** The sign-up's values from a validated email form (the centre's default dial code, as the sign-up form's). */
export function signUpValues(values: FormSubmission): FormSubmission {
  return {
    first_name: values.first_name,
    email: values.email,
    postcode: values.postcode,
    country_code: 'AU',
  };
}
