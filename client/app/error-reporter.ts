/**
 * spec 1 §7-§8: problems the visitor does not see (a success without its payload, missing parking region data,
 * missing parking thresholds) are reported to the error-tracking service. Without a tracking token (demo, test)
 * they go to the console with a fixed prefix, which is what the browser tests watch.
 */
export interface ErrorReporter {
  report(message: string, context?: Record<string, unknown>): void;
}

export const REPORT_PREFIX = '[atrium:reported]';

export const consoleReporter: ErrorReporter = {
  report(message, context) {
    console.warn(REPORT_PREFIX, message, context ?? {});
  },
};
