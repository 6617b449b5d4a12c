import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isDashedDate } from '../../domain/time/date-formats';
import { isTimeOfDay } from '../../domain/time/time-of-day';

/** A DTO property that is a calendar date written YYYY-MM-DD ('2027-02-30' is not one): the domain's rule. */
export function IsDashedDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDashedDate',
      validator: {
        validate: (value) => isDashedDate(value),
        defaultMessage: () => '$property must be a calendar date written YYYY-MM-DD',
      },
    },
    options,
  );
}

/** A DTO property that is a time of day written HH:mm:ss or HH:mm ('25:00:00' is not one): the domain's rule. */
export function IsTimeOfDay(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTimeOfDay',
      validator: {
        validate: (value) => isTimeOfDay(value),
        defaultMessage: () => '$property must be a time of day written HH:mm:ss',
      },
    },
    options,
  );
}
