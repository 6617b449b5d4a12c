import { makeAutoObservable, runInAction } from 'mobx';
import { SINGLE_ENTRY_NOTICES } from '../../../src/common/domain/competitions/competition-messages';
import {
  canClickStep,
  competitionFlow,
  INITIAL_FLOW,
  type CompetitionAction,
  type CompetitionFlow,
  type CompetitionStep,
} from '../../../src/common/domain/competitions/competition-steps';
import { validateForm, type FormErrors, type ValidationContext } from '../../../src/common/domain/forms/field-rules';
import {
  VERIFICATION_IDENTITY_FIELDS,
  type VerificationMethod,
} from '../../../src/common/domain/forms/verification-form';
import type { FormStore } from '../forms/form.store';
import type { FormTracker } from '../tracking/form-tracker';
import type { TrackingFields } from '../tracking/tracking-fields';
import { RestartCountdown } from './competition-countdown.store';
import { detailsStore, identityStores, type CompetitionFieldsSource } from './competition-fields';
import { askMembership, verifyFailureOf } from './competition-membership';
import { SalesRowsStore, type EntryError } from './competition-sales.store';
import {
  entryBody,
  entryTrackingFields,
  failureOf,
  sendEntry,
  serverFieldErrors,
  showEntryErrors,
  type EntryOutcome,
} from './competition-submission';
import type { CompetitionEntryModel } from '../../../src/page-model/competition/competition.model';

export type { VerificationMethod };
export { IN_CENTRE_RESTART_SECONDS } from './competition-countdown.store';
export { consentFields } from './competition-fields';
export { COMPETITION_FORM_TYPE } from './competition-submission';

export interface CompetitionEntryOptions extends CompetitionFieldsSource {
  newKey?: () => string;
  /** the competition's data-layer events (submit, complete, errors, abandonment; docs/competitions.md "Tracking") */
  tracker?: FormTracker;
  /** epoch ms now: the form-started time and timeToComplete */
  clock?: () => number;
}

/**
 * The competition's three steps (spec 2 §2, §4): verification by email or mobile, the entry form (contact,
 * questions, purchases, consents) checked on change with the domain's rules, and the result. Field stores are
 * the forms' FormStore (values, touched, errors) so the forms' field components render them. The purchases are
 * a SalesRowsStore, the in-centre restart a RestartCountdown; sending and reading answers are plain functions.
 */
export class CompetitionEntryStore {
  flow: CompetitionFlow = INITIAL_FLOW;
  method: VerificationMethod = 'email';
  identity: Record<VerificationMethod, FormStore>;
  details: FormStore;
  readonly sales: SalesRowsStore;
  verifying = false;
  verifyError?: string;
  /** the server's sealed record of the verification, carried back unread with the entry (decision 0011) */
  verification?: string;
  /** a member verified by mobile: the address on file, masked (`t***@example.com`); the server enters with it */
  maskedEmail?: string;
  submitting = false;
  outcome?: EntryOutcome;
  failure?: string;
  captchaError?: string;
  announcement = '';
  focusRequest?: { id: string; count: number };
  private readonly countdown: RestartCountdown;

  constructor(private readonly options: CompetitionEntryOptions) {
    this.identity = identityStores(options);
    this.details = detailsStore(options);
    this.sales = new SalesRowsStore(options);
    this.countdown = new RestartCountdown(() => {
      this.dispatch({ type: 'countdownEnded' });
      this.enterAgain();
    });
    makeAutoObservable<CompetitionEntryStore, 'options' | 'countdown'>(
      this,
      { options: false, sales: false, countdown: false },
      { autoBind: true },
    );
  }

  get model(): CompetitionEntryModel {
    return this.options.model;
  }

  get step(): CompetitionStep {
    return this.flow.step;
  }

  /** the purchase rows (SalesRowsStore) */
  get rows(): FormStore[] {
    return this.sales.rows;
  }

  /** the in-centre countdown on the result, in seconds */
  get secondsLeft(): number | undefined {
    return this.countdown.secondsLeft;
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
    this.identity = identityStores(this.options);
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
    if (errors[field.name]) return this.refuse([[`verify-${field.name}`, errors[field.name]!, field.name]]);
    const value = String(store.values[field.name]).trim();
    this.verifying = true;
    this.verifyError = undefined;
    try {
      const token = await this.options.humanCheck.token();
      const member = await askMembership(this.options.transport, token, { name: field.name, value });
      runInAction(() => {
        this.verifying = false;
        this.verification = member.verification;
        this.maskedEmail = member.maskedEmail;
        const { existing, existingFields } = member;
        this.dispatch({ type: 'verified', status: existing ? 'existing' : 'new', verifiedWith: value, existingFields });
        this.details = detailsStore(this.options, {
          values: { ...existingFields, [field.name]: value },
          verifiedField: existing ? field.name : undefined,
          maskedEmail: this.maskedEmail,
        });
        this.sales.start();
        this.requestFocus('competition-entry-heading');
      });
    } catch (error) {
      runInAction(() => {
        this.verifying = false;
        this.verifyError = verifyFailureOf(error);
        this.announceError(this.verifyError);
      });
    } finally {
      this.options.humanCheck.reset();
    }
  }

  addRow(): void {
    if (this.sales.add()) this.requestFocus(`sale-${this.rows.length - 1}-storeid`);
  }

  removeRow(index: number): void {
    this.sales.remove(index);
  }

  /** Step 2: checks everything the server checks, then sends the entry. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.captchaError = undefined;
    this.failure = undefined;
    const context = this.context();
    const detailErrors = validateForm(this.details.fields, this.details.values, context);
    const sales = this.model.form.hasSalesDriver ? this.sales.errors() : {};
    if (this.refused(detailErrors, sales)) return;
    this.submitting = true;
    this.announcement = '';
    const tracking = await this.trackingFields();
    if (tracking) this.options.tracker?.submit(tracking);
    try {
      const token = await this.options.humanCheck.token();
      const outcome = await sendEntry(this.options, token, this.body());
      runInAction(() => {
        this.submitting = false;
        this.outcome = outcome;
        if (tracking)
          this.options.tracker?.complete(tracking, this.outcome === 'already' ? 'already_entered' : 'submitted');
        this.dispatch({ type: 'entered' });
        this.requestFocus('competition-result');
        if (this.model.inCentre) this.countdown.start();
      });
    } catch (error) {
      runInAction(() => this.fail(error));
    } finally {
      this.options.humanCheck.reset();
    }
  }

  tick(): void {
    this.countdown.tick();
  }

  stopCountdown(): void {
    this.countdown.stop();
  }

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }

  private trackingFields(): Promise<TrackingFields | undefined> {
    if (!this.options.tracker) return Promise.resolve(undefined);
    return entryTrackingFields(this.details.values, this.flow.startedAt, this.now());
  }

  private dispatch(action: CompetitionAction): void {
    this.flow = competitionFlow(this.flow, action);
  }

  private context(): ValidationContext {
    return this.options.context();
  }

  private requestFocus(id: string): void {
    this.focusRequest = { id, count: (this.focusRequest?.count ?? 0) + 1 };
  }

  private clearEntry(): void {
    this.verification = undefined;
    this.maskedEmail = undefined;
    this.details = detailsStore(this.options);
    this.sales.clear();
    this.outcome = undefined;
    this.failure = undefined;
    this.captchaError = undefined;
    this.verifyError = undefined;
    this.announcement = '';
  }

  /** Shows every error; with any, refuses the step and answers true. */
  private refused(details: FormErrors, sales: FormErrors): boolean {
    const list = showEntryErrors(this.details, this.sales, details, sales);
    if (list.length > 0) this.refuse(list);
    return list.length > 0;
  }

  /** A refused step: focus on the first field in error, the messages announced, the field names tracked. */
  private refuse(list: EntryError[]): void {
    const messages = list.map(([, message]) => message);
    this.requestFocus(list[0]![0]);
    this.announcement = `Please check ${messages.length === 1 ? '1 field' : `${messages.length} fields`}: ${messages.join('. ')}`;
    this.options.tracker?.error({ fields: list.map(([, , name]) => name) });
  }

  /** A failure in the visitor's words: announced and tracked. */
  private announceError(message: string): void {
    this.announcement = message;
    this.options.tracker?.error({ message });
  }

  private body(): Record<string, unknown> {
    return entryBody({
      competition: this.model.slug,
      verification: this.verification,
      fields: this.details.fields,
      values: this.details.values,
      sales: this.model.form.hasSalesDriver ? this.sales.payload() : undefined,
    });
  }

  private fail(error: unknown): void {
    this.submitting = false;
    const errors = serverFieldErrors(error, this.details.fields);
    if (errors) {
      this.captchaError = errors.captcha;
      if (this.refused(errors.details, errors.sales)) return;
      if (this.captchaError) return this.announceError(this.captchaError);
    }
    this.failure = failureOf(error);
    this.announceError(this.failure);
  }
}
