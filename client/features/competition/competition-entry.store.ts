import { makeAutoObservable, runInAction } from 'mobx';
import { requestErrorMessage, REQUEST_ERROR_MESSAGES } from '../../../src/common/domain/async/async-state';
import { CONSENT_FIELDS } from '../../../src/common/domain/competitions/competition-entry';
import {
  COMPETITION_MESSAGES,
  SINGLE_ENTRY_NOTICES,
} from '../../../src/common/domain/competitions/competition-messages';
import {
  canClickStep,
  competitionFlow,
  INITIAL_FLOW,
  type CompetitionAction,
  type CompetitionFlow,
  type CompetitionStep,
} from '../../../src/common/domain/competitions/competition-steps';
import { purchaseDateRange } from '../../../src/common/domain/competitions/entry-dates';
import { checkSales, salesRowFields } from '../../../src/common/domain/competitions/sales-rules';
import { validateForm, type FormErrors, type ValidationContext } from '../../../src/common/domain/forms/field-rules';
import type { FieldValue, FormField } from '../../../src/common/domain/forms/form-field';
import {
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_IDENTITY_FIELDS,
  type VerificationMethod,
} from '../../../src/common/domain/forms/verification-form';
import { RequestError, type Transport } from '../../app/transport';
import { FormStore } from '../forms/form.store';
import type { HumanCheck } from '../forms/human-check';
import { fieldErrorsOf, payloadOf } from '../forms/form-values';
import type { FormTracker } from '../tracking/form-tracker';
import { trackingFieldsOf, type TrackingFields } from '../tracking/tracking-fields';
import type { CompetitionEntryModel } from '../../../src/page-model/competition/competition.model';

export type { VerificationMethod };
/** how long a finished in-centre entry stays on screen before the competition starts again (a kiosk) */
export const IN_CENTRE_RESTART_SECONDS = 30;

/** The consent checkboxes (spec 2 §3, §5): both required, with one message. */
export function consentFields(termsLabel: string): FormField[] {
  const rule = [{ type: 'required' as const, message: COMPETITION_MESSAGES.consentsRequired }];
  return [
    { name: CONSENT_FIELDS[0], label: termsLabel, fieldType: 'checkbox', validation: rule },
    {
      name: CONSENT_FIELDS[1],
      label: 'I agree to join the centre’s database and receive news, offers and competition updates',
      fieldType: 'checkbox',
      validation: rule,
    },
  ];
}

export interface CompetitionEntryOptions {
  model: CompetitionEntryModel;
  transport: Transport;
  humanCheck: HumanCheck;
  context: () => Required<Pick<ValidationContext, 'now' | 'timeZone'>>;
  newKey?: () => string;
  /** the competition's data-layer events (submit, complete, errors, abandonment; docs/competitions.md "Tracking") */
  tracker?: FormTracker;
  /** epoch ms now: the form-started time and timeToComplete */
  clock?: () => number;
}

/** The tracking form type of every competition; the competition itself is named by the tracker's context. */
export const COMPETITION_FORM_TYPE = 'competition';

interface VerifyAnswer {
  data?: { subscribed?: unknown; existingFields?: unknown; maskedEmail?: unknown; verification?: unknown };
}

/**
 * The competition's three steps (spec 2 §2, §4): verification by email or mobile, the entry form (contact,
 * questions, purchases, consents) checked on change with the domain's rules, and the result. Field stores are
 * the forms' FormStore (values, touched, errors) so the forms' field components render them.
 */
export class CompetitionEntryStore {
  flow: CompetitionFlow = INITIAL_FLOW;
  method: VerificationMethod = 'email';
  identity: Record<VerificationMethod, FormStore>;
  details: FormStore;
  rows: FormStore[] = [];
  verifying = false;
  verifyError?: string;
  /** the server's sealed record of the verification, carried back unread with the entry (decision 0011) */
  verification?: string;
  /** a member verified by mobile: the address on file, masked (`t***@example.com`); the server enters with it */
  maskedEmail?: string;
  submitting = false;
  /** 'already': the data API's 'Already submitted' */
  outcome?: 'entered' | 'already';
  failure?: string;
  captchaError?: string;
  announcement = '';
  focusRequest?: { id: string; count: number };
  secondsLeft?: number;
  private timer?: ReturnType<typeof setInterval>;

  constructor(private readonly options: CompetitionEntryOptions) {
    this.identity = {
      email: this.fieldStore([VERIFICATION_IDENTITY_FIELDS.email]),
      mobile: this.fieldStore([VERIFICATION_IDENTITY_FIELDS.mobile]),
    };
    this.details = this.detailsStore();
    makeAutoObservable<CompetitionEntryStore, 'options' | 'timer'>(
      this,
      { options: false, timer: false },
      { autoBind: true },
    );
  }

  get model(): CompetitionEntryModel {
    return this.options.model;
  }

  get step(): CompetitionStep {
    return this.flow.step;
  }

  get alreadyEnteredText(): string {
    return SINGLE_ENTRY_NOTICES[this.model.singleEntry ?? 'lifetime'].alreadyEntered;
  }

  canOpen(step: CompetitionStep): boolean {
    return step !== this.step && canClickStep(this.flow, step, this.model.editMode);
  }

  setMethod(method: VerificationMethod): void {
    this.method = method;
    this.verifyError = undefined;
  }

  goTo(step: CompetitionStep): void {
    this.dispatch({ type: 'goTo', step, editMode: this.model.editMode });
    if (this.step === 1) this.clearEntry();
  }

  /** The Change button beside an existing member's email: back to step 1, status unknown. */
  change(): void {
    this.dispatch({ type: 'change' });
    this.clearEntry();
  }

  /** The visitor's first change to the entry form records its start (timeToComplete counts from it). */
  formStarted(): void {
    this.dispatch({ type: 'formStarted', at: this.now() });
    this.options.tracker?.interact();
  }

  enterAgain(): void {
    this.stopCountdown();
    this.dispatch({ type: 'enterAgain' });
    // a new entry is a new form for analytics: its abandonment and timing start again
    this.options.tracker?.restart();
    this.identity = {
      email: this.fieldStore([VERIFICATION_IDENTITY_FIELDS.email]),
      mobile: this.fieldStore([VERIFICATION_IDENTITY_FIELDS.mobile]),
    };
    this.clearEntry();
  }

  /** Step 1: asks whether the visitor is a member; new or existing, step 2 follows. */
  async verify(): Promise<void> {
    if (this.verifying) return;
    const store = this.identity[this.method];
    const field = VERIFICATION_IDENTITY_FIELDS[this.method];
    const errors = validateForm([field], store.values, this.context());
    store.touched[field.name] = true;
    store.errors = errors;
    if (errors[field.name]) return this.refuse(`verify-${field.name}`, [errors[field.name]!], [field.name]);
    const value = String(store.values[field.name]).trim();
    this.verifying = true;
    this.verifyError = undefined;
    try {
      const token = await this.options.humanCheck.token();
      const answer = await this.options.transport.postJson<VerifyAnswer>(
        '/api/verify-subscription',
        { [field.name]: value },
        { headers: { Authorization: token } },
      );
      const existing = answer?.data?.subscribed === true;
      const known = answer?.data?.existingFields;
      runInAction(() => {
        this.verifying = false;
        const existingFields =
          existing && typeof known === 'object' && known !== null ? (known as Record<string, FieldValue>) : {};
        this.verification = typeof answer?.data?.verification === 'string' ? answer.data.verification : undefined;
        this.maskedEmail =
          existing && typeof answer?.data?.maskedEmail === 'string' ? answer.data.maskedEmail : undefined;
        this.dispatch({ type: 'verified', status: existing ? 'existing' : 'new', verifiedWith: value, existingFields });
        this.details = this.detailsStore({ ...existingFields, [field.name]: value }, existing ? field.name : undefined);
        this.rows = this.model.form.hasSalesDriver ? [this.rowStore()] : [];
        this.focusRequest = { id: 'competition-entry-heading', count: (this.focusRequest?.count ?? 0) + 1 };
      });
    } catch (error) {
      runInAction(() => {
        this.verifying = false;
        const captcha =
          error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body)?.captcha : undefined;
        this.verifyError = captcha ?? VERIFICATION_FAILED_MESSAGE;
        this.announcement = this.verifyError;
        this.options.tracker?.error({ message: this.verifyError });
      });
    } finally {
      this.options.humanCheck.reset();
    }
  }

  addRow(): void {
    if (this.model.disableMultiPurchase) return;
    this.rows.push(this.rowStore());
    this.focusRequest = { id: `sale-${this.rows.length - 1}-storeid`, count: (this.focusRequest?.count ?? 0) + 1 };
  }

  removeRow(index: number): void {
    if (this.rows.length <= 1) return;
    this.rows.splice(index, 1);
  }

  /** Step 2: checks everything the server checks, then sends the entry. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.captchaError = undefined;
    this.failure = undefined;
    const context = this.context();
    const detailErrors = validateForm(this.details.fields, this.details.values, context);
    const sales = this.model.form.hasSalesDriver ? this.salesErrors() : {};
    this.showErrors(detailErrors, sales);
    const messages = this.errorList(detailErrors, sales);
    if (messages.length > 0)
      return this.refuse(
        messages[0]![0],
        messages.map(([, message]) => message),
        messages.map(([, , name]) => name),
      );
    this.submitting = true;
    this.announcement = '';
    const tracking = await this.trackingFields();
    if (tracking) this.options.tracker?.submit(tracking);
    let status = 0;
    try {
      const token = await this.options.humanCheck.token();
      const answer = await this.options.transport.postJson<{ data?: { information?: unknown } }>(
        '/api/competition',
        this.body(),
        {
          headers: {
            Authorization: token,
            'Idempotency-Key': this.options.newKey?.() ?? globalThis.crypto.randomUUID(),
          },
          onStatus: (answered) => (status = answered),
        },
      );
      runInAction(() => {
        this.submitting = false;
        this.outcome =
          status === 200 && answer?.data?.information === COMPETITION_MESSAGES.alreadySubmitted ? 'already' : 'entered';
        if (tracking)
          this.options.tracker?.complete(tracking, this.outcome === 'already' ? 'already_entered' : 'submitted');
        this.dispatch({ type: 'entered' });
        this.focusRequest = { id: 'competition-result', count: (this.focusRequest?.count ?? 0) + 1 };
        if (this.model.inCentre) this.startCountdown();
      });
    } catch (error) {
      runInAction(() => this.fail(error));
    } finally {
      this.options.humanCheck.reset();
    }
  }

  tick(): void {
    if (this.secondsLeft === undefined) return;
    this.secondsLeft -= 1;
    if (this.secondsLeft <= 0) {
      this.stopCountdown();
      this.dispatch({ type: 'countdownEnded' });
      this.enterAgain();
    }
  }

  stopCountdown(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.secondsLeft = undefined;
  }

  private startCountdown(): void {
    this.secondsLeft = IN_CENTRE_RESTART_SECONDS;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }

  /**
   * The tracking fields of the entry (spec 2 §3): the email hashed in the page, timeToComplete in seconds from the
   * form-started time. A failure of the hash never stops the entry: it is then sent without tracking.
   */
  private async trackingFields(): Promise<TrackingFields | undefined> {
    if (!this.options.tracker) return undefined;
    const now = this.now();
    try {
      return await trackingFieldsOf({
        formType: COMPETITION_FORM_TYPE,
        values: this.details.values,
        startedAt: this.flow.startedAt ?? now,
        now,
      });
    } catch {
      return undefined;
    }
  }

  private dispatch(action: CompetitionAction): void {
    this.flow = competitionFlow(this.flow, action);
  }

  private context(): ValidationContext {
    return this.options.context();
  }

  private clearEntry(): void {
    this.verification = undefined;
    this.maskedEmail = undefined;
    this.details = this.detailsStore();
    this.rows = [];
    this.outcome = undefined;
    this.failure = undefined;
    this.captchaError = undefined;
    this.verifyError = undefined;
    this.announcement = '';
  }

  private fieldStore(fields: FormField[], values: Record<string, FieldValue> = {}): FormStore {
    const store = new FormStore({
      // not a form type of its own: these stores hold values and errors, the competition sends them
      type: 'competition',
      definition: { fields },
      transport: this.options.transport,
      humanCheck: this.options.humanCheck,
      context: () => this.options.context(),
    });
    for (const [name, value] of Object.entries(values)) {
      if (fields.some((field) => field.name === name) && value !== undefined) store.values[name] = value;
    }
    return store;
  }

  private detailsStore(values: Record<string, FieldValue> = {}, verifiedField?: string): FormStore {
    const form = this.options.model.form;
    // a member verified by mobile enters with the address on file, shown masked: no email field to fill in
    const contact = form.contact
      .filter((field) => !(this.maskedEmail && field.name === 'email'))
      .map((field) => (field.name === verifiedField ? { ...field, disabled: true } : field));
    const terms = this.options.model.termsHref
      ? 'I accept the competition terms and conditions and the privacy policy'
      : 'I accept the privacy policy';
    return this.fieldStore([...contact, ...form.additional, ...form.optional, ...consentFields(terms)], values);
  }

  private rowStore(): FormStore {
    const form = this.options.model.form;
    const { now, timeZone } = this.options.context();
    const fields = salesRowFields(form.salesDriver, this.options.model.stores, {
      limits: form.limits,
      singlePurchase: this.options.model.disableMultiPurchase,
      // spec 2 §5: the picker offers the purchase dates checkSales accepts, in the centre's time zone
      dates: purchaseDateRange(this.model, now, timeZone),
    });
    return this.fieldStore(fields);
  }

  private salesErrors(): FormErrors {
    const { now, timeZone } = this.options.context();
    return checkSales(
      this.rows.map((row) => ({ storeid: row.values.storeid, date: row.values.date, value: row.values.value })),
      {
        limits: this.model.form.limits,
        stores: this.model.stores.map((store) => store.value),
        dates: purchaseDateRange(this.model, now, timeZone),
        singlePurchase: this.model.disableMultiPurchase,
      },
    ).errors;
  }

  /** Every error shows, and stays shown as the visitor corrects the fields. */
  private showErrors(details: FormErrors, sales: FormErrors): void {
    for (const field of this.details.fields) this.details.touched[field.name] = true;
    this.details.errors = details;
    this.rows.forEach((row, index) => {
      for (const field of row.fields) row.touched[field.name] = true;
      row.errors = Object.fromEntries(
        Object.entries(sales)
          .filter(([key]) => key.startsWith(`sales[${index}].`))
          .map(([key, message]) => [key.slice(`sales[${index}].`.length), message]),
      );
    });
  }

  /** [element id, message, field name] of every error, in the order of the form. */
  private errorList(details: FormErrors, sales: FormErrors): Array<[string, string, string]> {
    const list: Array<[string, string, string]> = [];
    for (const field of this.details.fields)
      if (details[field.name]) list.push([`entry-${field.name}`, details[field.name]!, field.name]);
    this.rows.forEach((row, index) => {
      for (const field of row.fields) {
        const name = `sales[${index}].${field.name}`;
        const message = sales[name];
        if (message) list.push([`sale-${index}-${field.name}`, message, name]);
      }
    });
    if (sales.sales) list.push(['competition-add-purchase', sales.sales, 'sales']);
    return list;
  }

  /** A refused step: focus on the first field in error, the messages announced, the field names tracked. */
  private refuse(firstId: string, messages: string[], names: string[]): void {
    this.focusRequest = { id: firstId, count: (this.focusRequest?.count ?? 0) + 1 };
    this.announcement = `Please check ${messages.length === 1 ? '1 field' : `${messages.length} fields`}: ${messages.join('. ')}`;
    this.options.tracker?.error({ fields: names });
  }

  private body(): Record<string, unknown> {
    const details = payloadOf({ fields: this.details.fields }, this.details.values);
    return {
      competition: this.model.slug,
      // membership is the server's to establish: the entry carries back its sealed verification, nothing else
      ...(this.verification ? { verification: this.verification } : {}),
      ...Object.fromEntries(Object.entries(details).filter(([, value]) => value !== '')),
      ...(this.model.form.hasSalesDriver
        ? { sales: this.rows.map((row) => payloadOf({ fields: row.fields }, row.values)) }
        : {}),
    };
  }

  private fail(error: unknown): void {
    this.submitting = false;
    const errors = error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body) : undefined;
    if (errors && Object.keys(errors).length > 0) {
      this.captchaError = errors.captcha;
      const details = Object.fromEntries(
        Object.entries(errors).filter(([name]) => this.details.fields.some((field) => field.name === name)),
      );
      const sales = Object.fromEntries(Object.entries(errors).filter(([name]) => name.startsWith('sales')));
      this.showErrors(details, sales);
      const list = this.errorList(details, sales);
      if (list.length > 0)
        return this.refuse(
          list[0]![0],
          list.map(([, message]) => message),
          list.map(([, , name]) => name),
        );
      if (this.captchaError) {
        this.announcement = this.captchaError;
        this.options.tracker?.error({ message: this.captchaError });
        return;
      }
    }
    this.failure = failureOf(error);
    this.announcement = this.failure;
    this.options.tracker?.error({ message: this.failure });
  }
}

/** spec 2 §8: the competition's failures in the visitor's words. */
function failureOf(error: unknown): string {
  if (!(error instanceof RequestError)) return REQUEST_ERROR_MESSAGES.unknown;
  if (error.kind === 'network') return requestErrorMessage('network');
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') {
    if (message === COMPETITION_MESSAGES.noDefinition || message.includes(COMPETITION_MESSAGES.noTypePrefix)) {
      return COMPETITION_MESSAGES.entryUnsuccessful;
    }
    if (error.status === 410 || error.status === 409 || error.status === 429) return message;
  }
  return requestErrorMessage(error.kind);
}
