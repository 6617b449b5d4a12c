import type { FieldOption, FormDefinition, FormField, ValidationRule } from './form-field';

/** A required rule with the spec's message. */
export const required = (message: string): ValidationRule => ({ type: 'required', message });

/** Options whose value and label are the same text. */
export const plainOptions = (...values: string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

/** The field of a definition by name (a definition's field names are unique). */
export function fieldOf(definition: FormDefinition, name: string): FormField | undefined {
  return definition.fields.find((field) => field.name === name);
}

/** A copy of a definition whose named field offers the given options (lists that come from content). */
export function withOptions(definition: FormDefinition, name: string, options: readonly FieldOption[]): FormDefinition {
  return {
    ...definition,
    fields: definition.fields.map((field) => (field.name === name ? { ...field, options } : field)),
  };
}
