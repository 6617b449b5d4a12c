import { DEFAULT_RULE_MESSAGES } from '../../common/domain/forms/field-messages';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';

/** A JSON object body, or the house 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RequestValidationException({ _root: DEFAULT_RULE_MESSAGES.invalid });
  return body as Record<string, unknown>;
}
