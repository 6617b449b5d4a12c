import { makeAutoObservable, runInAction } from 'mobx';
import { SINGLE_ENTRY_NOTICES } from '../../../src/common/domain/competitions/competition-messages';
import {
  canClickStep,
  competitionFlow,
  INITIAL_FLOW,
  resultFollowUp,
  WHATS_ON_PATH,
  type CompetitionAction,
  type CompetitionFlow,
  type CompetitionStep,
  type EntryOutcome,
  type ResultFollowUp,
} from '../../../src/common/domain/competitions/competition-steps';
import { validateForm, type FormErrors } from '../../../src/common/domain/forms/field-rules';
import type { FormStore } from '../forms/form.store';
import type { FormTracker } from '../tracking/form-tracker';
import type { TrackingFields } from '../tracking/tracking-fields';
import { ResultCountdown } from './competition-countdown.store';
import { detailsStore, type CompetitionFieldsSource } from './competition-fields';
import { EntryNotices } from './competition-notices.store';
import { SalesRowsStore } from './competition-sales.store';
import {
  entryBody,
  EntryAttempt,
  entryTrackingFields,
  failureOf,
  sendEntry,
  serverFieldErrors,
  showEntryErrors,
} from './competition-submission';
import { VerificationStepStore, type VerifiedVisitor } from './competition-verification.store';
import type { CompetitionEntryModel } from '../../../src/page-model/competition/competition.model';

export type { VerificationMethod } from './competition-verification.store';
export { consentFields } from './competition-fields';
export { COMPETITION_FORM_TYPE } from './competition-submission';

export interface CompetitionEntryOptions extends CompetitionFieldsSource {
  newKey?: () => string;
  /** the competition's data-layer events (submit, complete, errors, abandonment; docs/competitions.md "Tracking") */
  tracker?: FormTracker;
  /** epoch ms now: the form-started time and timeToComplete */
  clock?: () => number;
  /** a document navigation (spec 2 §2: a visitor who had already entered is sent to what's on) */
  navigate?: (path: string) => void;
}

/**
 * The competition's three steps (spec 2 §2, §4): verification by email or mobile (`verificationStep`), the entry
 * form (contact, questions, purchases, consents) checked on change with the domain's rules, and the result. Field
 * stores are the forms' FormStore (values, touched, errors) so the forms' field components render them; the
 * purchases are `sales`, what the visitor is told is `notices`, and an in-centre result counts down to a new entry.
 */
export class CompetitionEntryStore {
  flow: CompetitionFlow = INITIAL_FLOW;
  details: FormStore;
  submitting = false;
  outcome?: EntryOutcome;
  failure?: string;
  captchaError?: string;
  readonly notices: EntryNotices;
  readonly verificationStep: VerificationStepStore;
  readonly sales: SalesRowsStore;
  private readonly countdown = new ResultCountdown();
  private readonly attempt: EntryAttempt;

  constructor(private readonly options: CompetitionEntryOptions) {
    this.notices = new EntryNotices(options.tracker);
    this.verificationStep = new VerificationStepStore(options, this.notices, (visitor) => this.verified(visitor));
    this.sales = new SalesRowsStore(options, this.notices);
    this.attempt = new EntryAttempt(options.newKey);
    this.details = detailsStore(options);
    makeAutoObservable<CompetitionEntryStore, 'options' | 'countdown' | 'attempt'>(
      this,
      { options: false, notices: false, verificationStep: false, sales: false, countdown: false, attempt: false },
      { autoBind: true },
    );
  }

  get model(): CompetitionEntryModel {
    return this.options.model;
  }

  get step(): CompetitionStep {
    return this.flow.step;
  }

  /** the purchase rows, one FormStore each */
  get rows(): FormStore[] {
    return this.sales.rows;
  }

  /** the result's countdown, in seconds: to a new entry (a kiosk) or to what's on (already entered) */
  get secondsLeft(): number | undefined {
    return this.countdown.secondsLeft;
  }

  /** what the result's countdown leads to */
  get countdownKind(): ResultFollowUp['kind'] | undefined {
    return this.countdown.kind;
  }

  get alreadyEnteredText(): string {
    return SINGLE_ENTRY_NOTICES[this.model.singleEntry ?? 'lifetime'].alreadyEntered;
  }

  canOpen(step: CompetitionStep): boolean {
    return step !== this.step && canClickStep(this.flow, step, this.model.editMode);
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
    this.verificationStep.restart();
    this.clearEntry();
  }

  /** Step 1: asks whether the visitor is a member; new or existing, step 2 follows. */
  verify(): Promise<void> {
    return this.verificationStep.verify();
  }

  /** Step 2: checks everything the server checks, then sends the entry. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.captchaError = undefined;
    this.failure = undefined;
    const detailErrors = validateForm(this.details.fields, this.details.values, this.options.context());
    const sales = this.model.form.hasSalesDriver ? this.sales.errors() : {};
    if (this.refused(detailErrors, sales)) return;
    this.submitting = true;
    this.notices.quiet();
    const tracking = await this.trackingFields();
    if (tracking) this.options.tracker?.submit(tracking);
    try {
      const token = await this.options.humanCheck.token();
      const body = this.body();
      const outcome = await sendEntry(this.options.transport, token, body, this.attempt.keyFor(body));
      runInAction(() => {
        this.attempt.end();
        this.submitting = false;
        this.outcome = outcome;
        if (tracking)
          this.options.tracker?.complete(tracking, this.outcome === 'already' ? 'already_entered' : 'submitted');
        this.dispatch({ type: 'entered' });
        this.notices.focus('competition-result');
        this.followUp(outcome);
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

  /** 'Stay on this page': the visitor who had already entered is not sent to what's on (WCAG 2.2.1). */
  stayHere(): void {
    this.countdown.stop();
  }

  /** spec 2 §2: what the result does by itself (`resultFollowUp`), once its countdown ends. */
  private followUp(outcome: EntryOutcome): void {
    const next = resultFollowUp(outcome, this.model.inCentre);
    if (!next) return;
    this.countdown.start(next, () => {
      if (next.kind === 'whats-on') return this.navigate(WHATS_ON_PATH);
      this.dispatch({ type: 'countdownEnded' });
      this.enterAgain();
    });
  }

  private navigate(path: string): void {
    if (this.options.navigate) this.options.navigate(path);
    else window.location.assign(path);
  }

  /** Step 1's answer: step 2 with the member's fields on file and the verified field read-only. */
  private verified({ member, field, value }: VerifiedVisitor): void {
    const { existing, existingFields } = member;
    this.dispatch({ type: 'verified', status: existing ? 'existing' : 'new', verifiedWith: value, existingFields });
    this.details = detailsStore(this.options, {
      values: { ...existingFields, [field]: value },
      verifiedField: existing ? field : undefined,
      maskedEmail: this.verificationStep.maskedEmail,
    });
    this.sales.start();
    this.notices.focus('competition-entry-heading');
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

  private clearEntry(): void {
    this.attempt.end();
    this.verificationStep.forget();
    this.details = detailsStore(this.options);
    this.sales.clear();
    this.outcome = undefined;
    this.failure = undefined;
    this.captchaError = undefined;
    this.notices.quiet();
  }

  /** Shows every error; with any, the step is refused (and this answers true). */
  private refused(details: FormErrors, sales: FormErrors): boolean {
    const errors = showEntryErrors(this.details, this.sales, details, sales);
    if (errors.length > 0) this.notices.refuse(errors);
    return errors.length > 0;
  }

  private body(): Record<string, unknown> {
    return entryBody({
      competition: this.model.slug,
      verification: this.verificationStep.verification,
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
      if (this.captchaError) return this.notices.fail(this.captchaError);
    }
    this.failure = failureOf(error);
    this.notices.fail(this.failure);
  }
}
