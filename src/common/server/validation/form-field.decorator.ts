import { registerDecorator, ValidationArguments } from 'class-validator';
import { contextOf, validateField } from '../../domain/forms/field-rules';
import type { FieldValue, FormField, FormValues } from '../../domain/forms/form-field';

export interface FormFieldDecoratorOptions {
  /** the whole form's fields, so a mobile is checked against the dial code chosen beside it */
  form?: readonly FormField[];
  /** the current time, for birth year and month fields */
  now?: () => Date;
  /** the time zone of the birth year and month lists (see FormBodyPipe) */
  timeZone?: string;
}

const EARLIEST_TIME_ZONE = 'Pacific/Kiritimati';

/**
 * A class-validator rule for a DTO property: the property is checked with the shared rules of its form field
 * (src/common/domain/forms), and the error is the spec's message. For DTOs whose shape a form definition does
 * not cover (nested rows, lists); a flat form body is simplest with FormBodyPipe. Values are not sanitised here.
 */
export function IsFormField(field: FormField, options: FormFieldDecoratorOptions = {}): PropertyDecorator {
  const messageFor = (args: ValidationArguments): string | undefined => {
    const context = contextOf(options.form ?? [field], args.object as FormValues, {
      now: (options.now ?? (() => new Date()))(),
      timeZone: options.timeZone ?? EARLIEST_TIME_ZONE,
    });
    return validateField(field, args.value as FieldValue, context);
  };
  return (target: object, propertyKey: string | symbol): void => {
    registerDecorator({
      name: 'isFormField',
      target: target.constructor,
      propertyName: String(propertyKey),
      validator: {
        validate: (_value: unknown, args?: ValidationArguments) => args !== undefined && messageFor(args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args ? (messageFor(args) ?? '') : ''),
      },
    });
  };
}
