import { makeAutoObservable } from 'mobx';
import { errorSummary } from '../../../src/common/domain/forms/error-summary';
import type { FormTracker } from '../tracking/form-tracker';

/** [element id, message, field name] of an error, as the entry lists them in the order of the form */
export type EntryError = [string, string, string];

/**
 * What the competition tells the visitor besides its fields: the live region's announcement, where the focus goes
 * next (the view focuses `focusRequest.id` on every new request) and, in the data layer, its errors.
 */
export class EntryNotices {
  announcement = '';
  focusRequest?: { id: string; count: number };

  constructor(private readonly tracker?: FormTracker) {
    makeAutoObservable<EntryNotices, 'tracker'>(this, { tracker: false }, { autoBind: true });
  }

  focus(id: string): void {
    this.focusRequest = { id, count: (this.focusRequest?.count ?? 0) + 1 };
  }

  /** A refused step: focus on the first field in error, the messages announced, the field names tracked. */
  refuse(errors: EntryError[]): void {
    this.focus(errors[0]![0]);
    this.announcement = errorSummary(errors.map(([, message]) => message));
    this.tracker?.error({ fields: errors.map(([, , name]) => name) });
  }

  /** A failure in the visitor's words: announced and tracked. */
  fail(message: string): void {
    this.announcement = message;
    this.tracker?.error({ message });
  }

  quiet(): void {
    this.announcement = '';
  }
}
