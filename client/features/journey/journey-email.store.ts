import { makeAutoObservable, runInAction } from 'mobx';
import { REQUEST_ERROR_MESSAGES, requestErrorMessage } from '../../../src/common/domain/async/async-state';
import { type FormErrors, isEmptyValue, validateForm } from '../../../src/common/domain/forms/field-rules';
import type { FormField } from '../../../src/common/domain/forms/form-field';
import { CAPTCHA_FIELD } from '../../../src/common/domain/forms/human-check';
import {
  JOURNEY_SIGN_UP_FAILED_MESSAGE,
  JOURNEY_SIGN_UP_FIELDS,
  journeyEmailFields,
} from '../../../src/common/domain/forms/journey-email-form';
import { RequestError, type Transport } from '../../app/transport';
import { FormStore } from '../forms/form.store';
import { fieldErrorsOf } from '../forms/form-values';
import type { HumanCheck } from '../forms/human-check';
import {
  isMember,
  stateAfter,
  verifyFailureOf,
  type JourneyEmailAnswer,
  type SubscribeState,
} from './journey-email-membership';

export interface JourneyEmailStoreOptions {
  storeIds: () => readonly string[];
  centreName: string;
  transport: Transport;
  humanCheck: HumanCheck;
  /** the Idempotency-Key of one attempt */
  newKey?: () => string;
}

/**
 * 'Email my journey' (spec 1 §2.13, spec 2 §3 subscribe states): the email is checked against the centre's
 * members when the visitor leaves the field (Verifying, then AlreadySubscribed or NotSubscribed); a member is not
 * offered the sign-up. Sending posts the journey with the opt-in (RequestingSubscription while a sign-up is asked
 * for, then Subscribed, or NotSubscribed with the spec's sign-up failure: the journey email is sent either way).
 */
export class JourneyEmailStore {
  readonly contact: FormStore;
  readonly details: FormStore;
  subscribeState: SubscribeState = 'Unknown';
  verifyError?: string;
  signUpError?: string;
  captchaError?: string;
  failure?: string;
  isSending = false;
  sent = false;
  private checkedEmail = '';

  constructor(private readonly options: JourneyEmailStoreOptions) {
    // the field stores hold values, touched fields and errors (validated on change); this store sends
    const fieldStore = (fields: readonly FormField[]) =>
      new FormStore({
        type: 'journey-email',
        definition: { fields },
        transport: options.transport,
        humanCheck: options.humanCheck,
        context: () => ({}),
      });
    this.contact = fieldStore(journeyEmailFields({ subscribe: false, centreName: options.centreName }));
    this.details = fieldStore(JOURNEY_SIGN_UP_FIELDS);
    makeAutoObservable<JourneyEmailStore, 'options' | 'checkedEmail'>(
      this,
      { options: false, contact: false, details: false, checkedEmail: false },
      { autoBind: true },
    );
  }

  get email(): string {
    const value = this.contact.values.email;
    return typeof value === 'string' ? value.trim() : '';
  }

  /** A member is not offered the sign-up (spec 3: recognition hides the subscribe checkbox). */
  get offersSignUp(): boolean {
    return this.subscribeState !== 'AlreadySubscribed' && this.subscribeState !== 'Subscribed';
  }

  get subscribing(): boolean {
    return this.offersSignUp && this.contact.values.subscribe === true;
  }

  /** spec 3 §8 "Email check", run when the visitor leaves a valid email that was not checked yet. */
  async checkEmail(): Promise<void> {
    const email = this.email;
    if (this.subscribeState === 'Verifying' || email === this.checkedEmail) return;
    if (isEmptyValue(email) || validateForm(this.contact.fields, this.contact.values).email) return;
    this.checkedEmail = email;
    this.subscribeState = 'Verifying';
    this.verifyError = undefined;
    try {
      const member = await isMember(this.options.transport, await this.options.humanCheck.token(), email);
      runInAction(() => {
        // a send may have started meanwhile: its own answer decides the state then
        if (this.email === email && this.subscribeState === 'Verifying')
          this.subscribeState = member ? 'AlreadySubscribed' : 'NotSubscribed';
      });
    } catch (error) {
      runInAction(() => {
        this.checkedEmail = '';
        if (this.subscribeState === 'Verifying') this.subscribeState = 'Unknown';
        this.verifyError = verifyFailureOf(error);
      });
    } finally {
      this.options.humanCheck.reset();
    }
  }

  /** A changed email is checked again when the visitor leaves the field. */
  emailChanged(): void {
    if (this.email === this.checkedEmail || this.subscribeState === 'Verifying') return;
    this.checkedEmail = '';
    this.subscribeState = 'Unknown';
    this.verifyError = undefined;
  }

  async send(): Promise<void> {
    if (this.isSending) return;
    this.captchaError = undefined;
    const ok = [validateAll(this.contact), this.subscribing ? validateAll(this.details) : true].every(Boolean);
    if (!ok) return;
    const subscribing = this.subscribing;
    const before = this.subscribeState === 'Verifying' ? 'Unknown' : this.subscribeState;
    this.isSending = true;
    this.failure = undefined;
    this.signUpError = undefined;
    if (subscribing) this.subscribeState = 'RequestingSubscription';
    const body = {
      email: this.email,
      storeIds: [...this.options.storeIds()],
      subscribe: subscribing,
      ...(subscribing ? { first_name: this.details.values.first_name, postcode: this.details.values.postcode } : {}),
    };
    try {
      const token = await this.options.humanCheck.token();
      const answer = await this.options.transport.postJson<JourneyEmailAnswer>('/api/journey-email', body, {
        headers: { Authorization: token, 'Idempotency-Key': this.newKey() },
      });
      runInAction(() => this.succeed(answer, subscribing, before));
    } catch (error) {
      runInAction(() => this.fail(error, before));
    } finally {
      this.options.humanCheck.reset();
    }
  }

  /** Send the journey again (to another address): the form starts over, membership checked again. */
  restart(): void {
    this.sent = false;
    this.signUpError = undefined;
    this.failure = undefined;
    this.contact.reset();
    this.details.reset();
    this.checkedEmail = '';
    this.subscribeState = 'Unknown';
  }

  private succeed(answer: JourneyEmailAnswer | undefined, subscribing: boolean, before: SubscribeState): void {
    this.isSending = false;
    this.sent = true;
    // without the opt-in the answer says nothing about membership: the state stays as the email check left it
    if (subscribing) this.subscribeState = stateAfter(answer, subscribing, before);
    if (subscribing && this.subscribeState === 'NotSubscribed') this.signUpError = JOURNEY_SIGN_UP_FAILED_MESSAGE;
  }

  private fail(error: unknown, before: SubscribeState): void {
    this.isSending = false;
    if (this.subscribeState === 'RequestingSubscription') this.subscribeState = before;
    const errors = error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body) : undefined;
    if (errors) {
      this.captchaError = errors[CAPTCHA_FIELD];
      showErrors(this.contact, errors);
      showErrors(this.details, errors);
      if (errors.storeIds) this.failure = errors.storeIds;
      if (this.captchaError || Object.keys(errors).length > 0) return;
    }
    this.failure =
      error instanceof RequestError
        ? error.status === 429 && typeof (error.body as { message?: unknown })?.message === 'string'
          ? String((error.body as { message: string }).message)
          : requestErrorMessage(error.kind)
        : REQUEST_ERROR_MESSAGES.unknown;
  }

  private newKey(): string {
    return this.options.newKey?.() ?? globalThis.crypto.randomUUID();
  }
}

/** Every field of a field store checked and its errors shown, as a refused submission shows them (spec 2 §5). */
function validateAll(store: FormStore): boolean {
  const errors = validateForm(store.fields, store.values, store.context);
  store.errors = errors;
  for (const field of store.fields) store.touched[field.name] = true;
  return Object.keys(errors).length === 0;
}

/** The server's field messages on the fields a field store holds. */
function showErrors(store: FormStore, errors: FormErrors): void {
  const own = Object.entries(errors).filter(([name]) => store.fields.some((field) => field.name === name));
  if (own.length > 0) store.errors = { ...store.errors, ...Object.fromEntries(own) };
}
