import type { ValidationError } from 'class-validator';
import type { FieldErrors } from '../errors/domain-error';

export const UNKNOWN_FIELD_MESSAGE = 'This field is not allowed';
// class-validator's message for a property that is not in the DTO repeats the property name
const WHITELIST_CONSTRAINT = 'whitelistValidation';
// a body that is not an object at all (an array, a string) has no property to name
const ROOT_FIELD = '_root';

/**
 * Flattens class-validator errors to `{ field: firstMessage }`: nested fields as `a.b`, array
 * items as `a.0.b`. Built with fromEntries, so a field called `__proto__` stays a plain key.
 * The first message is that of the first failing rule in reading order (the top-most decorator),
 * as a visitor reads the form's rules.
 */
export function toFieldErrors(errors: ValidationError[]): FieldErrors {
  const entries = new Map<string, string>();
  const visit = (list: ValidationError[], parent: string): void => {
    for (const error of list) {
      const path = [parent, error.property].filter((part) => part !== undefined && part !== '').join('.') || ROOT_FIELD;
      const message = firstMessage(error.constraints);
      if (message !== undefined && !entries.has(path)) entries.set(path, message);
      if (error.children?.length) visit(error.children, path === ROOT_FIELD ? '' : path);
    }
  };
  visit(errors, '');
  return Object.fromEntries(entries);
}

// Decorators apply bottom-up, so class-validator runs (and lists) a property's rules in reverse reading order
function firstMessage(constraints: Record<string, string> | undefined): string | undefined {
  if (!constraints) return undefined;
  if (WHITELIST_CONSTRAINT in constraints) return UNKNOWN_FIELD_MESSAGE;
  const names = Object.keys(constraints);
  const first = names[names.length - 1];
  return first === undefined ? undefined : constraints[first];
}
