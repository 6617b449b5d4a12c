/** A one-line description of anything thrown, for logs: the error's name and message. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
