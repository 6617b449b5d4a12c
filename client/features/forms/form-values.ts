import type { FieldValue, FormDefinition, FormField, FormValues } from '../../../src/common/domain/forms/form-field';

/** A field's starting value: a hidden field's fixed value, the default, or empty of the field's kind. */
export function initialValueOf(field: FormField): FieldValue {
  if (field.fieldType === 'hidden') return field.value ?? '';
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.fieldType === 'checkbox') return false;
  if (field.fieldType === 'multiCheckbox') return [];
  return field.value ?? '';
}

export function initialValuesOf(definition: FormDefinition): Record<string, FieldValue> {
  return Object.fromEntries(definition.fields.map((field) => [field.name, initialValueOf(field)]));
}

/** What is posted for the fields: every field by name, hidden fields always at their fixed value. */
export function payloadOf(definition: FormDefinition, values: FormValues): Record<string, FieldValue> {
  return Object.fromEntries(
    definition.fields.map((field) => [
      field.name,
      field.fieldType === 'hidden' ? (field.value ?? '') : typeof values[field.name] === 'string' ? (values[field.name] as string).trim() : values[field.name],
    ]),
  );
}

/** The error messages a 400 body carries (`{ errors: { field: message } }`), or undefined for another body. */
export function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
