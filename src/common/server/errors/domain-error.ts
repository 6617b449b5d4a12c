/** Field name (dotted path, e.g. `contact.email`) → the message the visitor sees. */
export type FieldErrors = Record<string, string>;

/**
 * What services throw when a request cannot be served for a business reason. The `code` is stable
 * (`AREA.REASON`, e.g. 'CONTENT.NOT_FOUND', 'BOOKING.SLOT_UNAVAILABLE') because clients, logs and
 * the status registry (domain-error-status.ts) key on it; the message is the spec's user-facing text.
 * Services never throw HTTP exceptions: the global filter maps the code to a status in one place.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
