import { PipeTransform } from '@nestjs/common';
import { readFieldValue } from '../../domain/forms/field-sanitisers';
import { DEFAULT_RULE_MESSAGES } from '../../domain/forms/field-messages';
import { validateForm } from '../../domain/forms/field-rules';
import type { FieldValue, FormDefinition } from '../../domain/forms/form-field';
import { hasUnsafeCharacters } from '../../domain/forms/clean-text';
import { RequestValidationException } from './request-validation.exception';

/** A form body after validation: the definition's fields (hidden ones at their fixed value) and extra parameters. */
export type FormSubmission = Record<string, FieldValue>;

export interface FormBodyOptions {
  /** the current time, for the birth year and month lists */
  now?: () => Date;
  /**
   * The time zone the birth year and month lists are read in. By default the first on Earth to reach a new
   * day (UTC+14): its lists hold every choice any visitor's page offers now, so no offered choice is refused.
   */
  timeZone?: string;
}

const EARLIEST_TIME_ZONE = 'Pacific/Kiritimati';
const ROOT_FIELD = '_root';

/**
 * Validates a request body with a form definition and the shared rules of src/common/domain/forms, answering
 * the house 400 (`{ statusCode: 400, message, errors: { field: message } }`) in the spec's words. Values are
 * sanitised as the browser does on change (and trimmed). Parameters that are neither fields nor the definition's
 * extra parameters (tracking fields, anything else) are dropped, so they never reach the ledger (docs/forms.md).
 *
 * `@Post('contact-us') submit(@Body(new FormBodyPipe(CONTACT_FORM)) body: FormSubmission)`: the parameter's type
 * is not a class, so the global ValidationPipe leaves the body to this pipe.
 */
export class FormBodyPipe implements PipeTransform<unknown, FormSubmission> {
  constructor(
    private readonly definition: FormDefinition,
    private readonly options: FormBodyOptions = {},
  ) {}

  transform(body: unknown): FormSubmission {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RequestValidationException({ [ROOT_FIELD]: DEFAULT_RULE_MESSAGES.invalid });
    }
    const raw = body as Record<string, unknown>;
    const values = this.readFields(raw);
    const now = (this.options.now ?? (() => new Date()))();
    const errors = validateForm(this.definition.fields, values, {
      now,
      timeZone: this.options.timeZone ?? EARLIEST_TIME_ZONE,
    });
    const extras = this.readExtraParameters(raw, errors);
    if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
    return Object.fromEntries([...Object.entries(values).filter((entry) => entry[1] !== undefined), ...extras]);
  }

  private readFields(raw: Record<string, unknown>): FormSubmission {
    const entries = this.definition.fields.map((field): [string, FieldValue] => [
      field.name,
      field.fieldType === 'hidden'
        ? field.value
        : readFieldValue(field, Object.hasOwn(raw, field.name) ? raw[field.name] : undefined),
    ]);
    return Object.fromEntries(entries);
  }

  /** Extra parameters are optional clean single-line text (a page's uid, title, URL): anything else is refused. */
  private readExtraParameters(raw: Record<string, unknown>, errors: Record<string, string>): Array<[string, string]> {
    const entries: Array<[string, string]> = [];
    for (const name of this.definition.extraParameters ?? []) {
      const value = Object.hasOwn(raw, name) ? raw[name] : undefined;
      if (value === undefined || value === null) continue;
      if (typeof value === 'string' && value.length <= EXTRA_PARAMETER_MAX_LENGTH && !hasUnsafeCharacters(value.trim()))
        entries.push([name, value.trim()]);
      else errors[name] = DEFAULT_RULE_MESSAGES.invalid;
    }
    return entries;
  }
}

// a page URL is the longest extra parameter a form sends
const EXTRA_PARAMETER_MAX_LENGTH = 2048;
