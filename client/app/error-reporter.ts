/**
 * spec 1 §7-§8: problems the visitor does not see (a success without its payload, missing parking region data,
 * missing parking thresholds) are reported to the error-tracking service. They go to the console with a fixed
 * prefix too, which is what the browser tests watch, and to the page's error reporting (installed by the islands
 * loader, client/features/error-reporting) as a DOM event, so island code does not bundle the sender.
 */
export interface ErrorReporter {
  report(message: string, context?: Record<string, unknown>): void;
}

export const REPORT_PREFIX = '[atrium:reported]';

/** The window event a reported problem travels on, to the page's error reporting. */
export const REPORT_EVENT = 'atrium:report';

export interface ReportedProblem {
  message: string;
  context?: Record<string, unknown>;
  /** what was thrown, when something was (an island that could not render) */
  error?: unknown;
  /** where it was caught: 'report', 'island' ... */
  source: string;
}

/** Hands a problem to the page's error reporting (nothing happens on the server or before it is installed). */
export function reportProblem(problem: ReportedProblem): void {
  if (typeof window === 'undefined' || typeof CustomEvent !== 'function') return;
  window.dispatchEvent(new CustomEvent<ReportedProblem>(REPORT_EVENT, { detail: problem }));
}

export const consoleReporter: ErrorReporter = {
  report(message, context) {
    console.warn(REPORT_PREFIX, message, context ?? {});
    reportProblem({ message, context, source: 'report' });
  },
};
