import { type DataLayerPush, pushToDataLayer } from './data-layer';
import type { TrackingFields } from './tracking-fields';

/** The data-layer events of a form (spec 2 §8 "Analytics events for abandonment and errors are sent"). */
export const FORM_EVENTS = {
  submit: 'form_submit',
  complete: 'form_complete',
  abandon: 'form_abandon',
  error: 'form_error',
} as const;

/**
 * How a completed form ended: sent, signed up (a new member), or a competition entry the site took as a repeat
 * of one already made in its period ('Already submitted').
 */
export type FormOutcome = 'submitted' | 'subscribed' | 'already_entered';

export interface FormTrackerOptions {
  /** the form's type (`contact`, `subscription` ...) and the name the editor gave it */
  formType: string;
  formName: string;
  /** what every event of this form carries besides (a competition's slug and campaign id); never personal data */
  context?: Readonly<Record<string, string>>;
  push?: DataLayerPush;
  clock?: () => number;
}

/**
 * One form's analytics: when the visitor first touched it, its submission, completion and errors, and its
 * abandonment (the visitor leaves the page after starting the form without submitting it). Events carry
 * tracking fields only (hashed email), never what the visitor typed.
 */
export class FormTracker {
  private startedAt?: number;
  private submitted = false;
  private readonly push: DataLayerPush;
  private readonly clock: () => number;

  constructor(private readonly options: FormTrackerOptions) {
    this.push = options.push ?? pushToDataLayer;
    this.clock = options.clock ?? Date.now;
  }

  /** The first interaction starts the clock of timeToComplete; later ones change nothing. */
  interact(): void {
    this.startedAt ??= this.clock();
  }

  /** When the form was started (now, for a form submitted without any interaction). */
  get start(): number {
    return this.startedAt ?? this.clock();
  }

  get started(): boolean {
    return this.startedAt !== undefined;
  }

  now(): number {
    return this.clock();
  }

  submit(fields: TrackingFields): void {
    this.submitted = true;
    this.send(FORM_EVENTS.submit, { ...fields });
  }

  complete(fields: TrackingFields, outcome: FormOutcome): void {
    this.send(FORM_EVENTS.complete, { ...fields, outcome });
  }

  /** An error the visitor saw: the fields in error (names only) or the failure's message. */
  error(detail: { fields?: readonly string[]; message?: string }): void {
    this.send(FORM_EVENTS.error, {
      ...(detail.fields ? { errorFields: [...detail.fields] } : {}),
      ...(detail.message ? { errorMessage: detail.message } : {}),
    });
  }

  /** Leaving after starting the form without submitting it; sent at most once, and never after a submission. */
  abandon(): void {
    if (!this.started || this.submitted) return;
    this.submitted = true;
    const seconds = Math.max(0, Math.round((this.clock() - this.start) / 1000));
    this.send(FORM_EVENTS.abandon, { timeOnForm: seconds });
  }

  /** A reset form (done / back) is a new form: its clock starts again. */
  restart(): void {
    this.startedAt = undefined;
    this.submitted = false;
  }

  private send(event: string, detail: Record<string, unknown>): void {
    const { formType, formName, context } = this.options;
    // the context never renames the event or the form
    this.push({ ...context, event, formType, formName, ...detail });
  }
}
