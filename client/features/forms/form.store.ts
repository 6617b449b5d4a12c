import { makeAutoObservable, runInAction } from 'mobx';
import { REQUEST_ERROR_MESSAGES, requestErrorMessage } from '../../../src/common/domain/async/async-state';
import { errorSummary } from '../../../src/common/domain/forms/error-summary';
import { type FormErrors, type ValidationContext, validateForm } from '../../../src/common/domain/forms/field-rules';
import { sanitiseInput } from '../../../src/common/domain/forms/field-sanitisers';
import type { FieldValue, FormDefinition } from '../../../src/common/domain/forms/form-field';
import { fieldOf } from '../../../src/common/domain/forms/form-definition-helpers';
import { endpointFor } from '../../../src/common/domain/forms/form-endpoints';
import { CAPTCHA_FIELD, CONFIRM_NOT_A_ROBOT } from '../../../src/common/domain/forms/human-check';
import type { Transport } from '../../app/transport';
import { RequestError } from '../../app/transport';
import type { FormTracker } from '../tracking/form-tracker';
import { trackingFieldsOf } from '../tracking/tracking-fields';
import { fieldErrorsOf, initialValuesOf, payloadOf } from './form-values';
import type { HumanCheck } from './human-check';

/** spec 2 §5 captcha: what the visitor reads by the submit button when the human check did not pass. */
export const HUMAN_CHECK_MESSAGE = CONFIRM_NOT_A_ROBOT;
const CAPTCHA_ERROR_KEY = CAPTCHA_FIELD;

export interface FormStoreOptions {
  /** the form type of spec 2 §7 (`contact`, `subscription` ...): it picks the endpoint */
  type: string;
  definition: FormDefinition;
  transport: Transport;
  humanCheck: HumanCheck;
  /** now and the centre's time zone, for the birth years and months */
  context: () => ValidationContext;
  /** parameters posted besides the fields (recipient list, commercial leasing's page parameters) */
  extraValues?: Readonly<Record<string, FieldValue>> | (() => Readonly<Record<string, FieldValue>>);
  tracker?: FormTracker;
  /** configurable tracking fields: label → field name (spec 2 §3) */
  extraTrackingFields?: Readonly<Record<string, string>>;
  /** the Idempotency-Key of one attempt */
  newKey?: () => string;
  /** the editor switched submission off */
  disabled?: boolean;
}

/**
 * One form on the page (spec 2 §4 "Simple form state", "Form result handling", §5): its values, which fields
 * the visitor touched, the errors shown, and the flags isSubmitting, error, subscribed, submitted, disabled.
 * Values are sanitised and validated on change with the domain rules; a submission sends a fresh human-check
 * token in Authorization and an Idempotency-Key per attempt.
 */
export class FormStore {
  values: Record<string, FieldValue>;
  touched: Record<string, boolean> = {};
  errors: FormErrors = {};
  isSubmitting = false;
  error = false;
  subscribed = false;
  submitted = false;
  disabled: boolean;
  /** the failure's message for the error panel; undefined: the panel's own text */
  failureMessage?: string;
  /** the human check's message, shown by the submit button */
  captchaError?: string;
  /** read by screen readers when a submission is refused */
  announcement = '';
  /** the field to focus (the first in error after a refused submission); the count makes each request new */
  focusRequest?: { name: string; count: number };
  private readonly endpoint?: string;
  private attempted = false;

  constructor(private readonly options: FormStoreOptions) {
    this.values = initialValuesOf(options.definition);
    this.endpoint = endpointOrUndefined(options.type);
    // spec 2 §7: an unknown form type cannot be sent, so its form shows as disabled
    this.disabled = options.disabled === true || this.endpoint === undefined;
    makeAutoObservable<FormStore, 'options' | 'endpoint'>(
      this,
      { options: false, endpoint: false },
      { autoBind: true },
    );
  }

  get fields() {
    return this.options.definition.fields;
  }

  /** The validation context of the whole form right now (dial code and birth year chosen). */
  get context(): ValidationContext {
    return this.options.context();
  }

  /** spec 2 §5: sanitised and validated on change. */
  setValue(name: string, value: FieldValue): void {
    const field = fieldOf(this.options.definition, name);
    if (!field || field.fieldType === 'hidden') return;
    this.values[name] = typeof value === 'string' ? sanitiseInput(field, value) : value;
    this.touched[name] = true;
    this.options.tracker?.interact();
    this.validateShown();
  }

  /** The error shown under a field. */
  errorOf(name: string): string | undefined {
    return this.errors[name];
  }

  /** Validates and sends the form; refused, it shows every error and asks for the first field in error to be focused. */
  async submit(): Promise<void> {
    if (this.isSubmitting || this.endpoint === undefined) return;
    this.attempted = true;
    this.captchaError = undefined;
    const errors = validateForm(this.fields, this.values, this.context);
    this.errors = errors;
    if (Object.keys(errors).length > 0) return this.refuse(errors);
    this.startSubmitting();
    const tracker = this.options.tracker;
    // without WebCrypto (a page served over plain http) the email cannot be hashed: the form is still sent,
    // without tracking fields and events, and never with the raw email in them
    const tracking = await trackingFieldsOf({
      formType: this.options.type,
      values: this.values,
      startedAt: tracker?.start ?? Date.now(),
      now: tracker?.now() ?? Date.now(),
      extraFields: this.options.extraTrackingFields,
    }).catch(() => undefined);
    if (tracking) tracker?.submit(tracking);
    const extra = this.options.extraValues;
    const body = {
      ...payloadOf(this.options.definition, this.values),
      ...(typeof extra === 'function' ? extra() : extra),
      ...tracking,
    };
    let status = 0;
    try {
      const token = await this.options.humanCheck.token();
      await this.options.transport.postJson(this.endpoint, body, {
        headers: { Authorization: token, 'Idempotency-Key': this.newKey() },
        onStatus: (answered) => (status = answered),
      });
      runInAction(() => this.succeed(status));
      if (tracking) tracker?.complete(tracking, this.subscribed ? 'subscribed' : 'submitted');
    } catch (error) {
      runInAction(() => this.fail(error));
    } finally {
      // spec 2 §4: the captcha is reset after every attempt
      this.options.humanCheck.reset();
    }
  }

  /** spec 2 §4: reset clears all but disabled (the done / back button); the form starts again empty. */
  reset(): void {
    this.isSubmitting = false;
    this.error = false;
    this.subscribed = false;
    this.submitted = false;
    this.failureMessage = undefined;
    this.captchaError = undefined;
    this.announcement = '';
    this.values = initialValuesOf(this.options.definition);
    this.touched = {};
    this.errors = {};
    this.attempted = false;
    this.options.tracker?.restart();
  }

  /** spec 2 §4: submitting clears disabled. */
  private startSubmitting(): void {
    this.isSubmitting = true;
    this.disabled = false;
    this.error = false;
    this.failureMessage = undefined;
    this.announcement = '';
  }

  /** spec 2 §4: a 200 or 201 shows success; on the sign-up form a 200 means already registered. */
  private succeed(status: number): void {
    this.isSubmitting = false;
    if (this.options.type === 'subscription' && status === 200) this.subscribed = true;
    else this.submitted = true;
  }

  /** spec 2 §4: an error stops submitting. Field and captcha errors keep the form; anything else shows the error panel. */
  private fail(error: unknown): void {
    this.isSubmitting = false;
    const fieldErrors = error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body) : undefined;
    const captcha = fieldErrors?.[CAPTCHA_ERROR_KEY];
    const onFields = Object.fromEntries(
      Object.entries(fieldErrors ?? {}).filter(([name]) => fieldOf(this.options.definition, name) !== undefined),
    );
    if (captcha !== undefined || Object.keys(onFields).length > 0) {
      this.captchaError = captcha;
      this.errors = onFields;
      if (Object.keys(onFields).length > 0) this.refuse(onFields);
      else {
        this.announcement = captcha ?? '';
        this.options.tracker?.error({ message: captcha });
      }
      return;
    }
    this.error = true;
    this.failureMessage = failureMessageOf(error);
    this.options.tracker?.error({ message: this.failureMessage ?? 'server error' });
  }

  private refuse(errors: FormErrors): void {
    const names = this.fields.map((field) => field.name).filter((name) => errors[name] !== undefined);
    const first = names[0];
    if (first !== undefined) this.focusRequest = { name: first, count: (this.focusRequest?.count ?? 0) + 1 };
    this.announcement = errorSummary(names.map((name) => errors[name]!));
    this.options.tracker?.error({ fields: names });
  }

  /** Errors show for the fields the visitor changed, and for every field once a submission was tried. */
  private validateShown(): void {
    const all = validateForm(this.fields, this.values, this.context);
    this.errors = Object.fromEntries(
      Object.entries(all).filter(([name]) => this.attempted || this.touched[name] === true),
    );
  }

  private newKey(): string {
    return this.options.newKey?.() ?? globalThis.crypto.randomUUID();
  }
}

function endpointOrUndefined(type: string): string | undefined {
  try {
    return endpointFor(type);
  } catch {
    return undefined;
  }
}

/** The error panel's message: not connected, the server's plain words on a rate limit, or the panel's own text. */
function failureMessageOf(error: unknown): string | undefined {
  if (!(error instanceof RequestError)) return REQUEST_ERROR_MESSAGES.unknown;
  if (error.kind === 'network') return requestErrorMessage('network');
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (error.status === 429 && typeof message === 'string') return message;
  return undefined;
}
