/**
 * Upstream failures every sandbox can simulate. `match` limits a fault to requests whose path (or path +
 * query) matches; `times` makes it apply to that many matching requests only, then clear itself (a fault
 * that heals within a client's retries, with no timing involved).
 */
export type SandboxFault = (
  | { mode: 'error'; status: 500 | 502 | 503 | 504 }
  | { mode: 'rate-limit' }
  | { mode: 'slow'; delayMs: number }
  | { mode: 'hang' }
  /** the connection is cut without an answer (as a refused or reset connection looks to the caller) */
  | { mode: 'refuse' }
  /** 200 with an empty JSON object: a success without its payload */
  | { mode: 'empty' }
) & { match?: RegExp; times?: number };

export type SandboxFaultMode = SandboxFault['mode'];

export interface FaultSwitch {
  /** replaces the current fault; requests left hanging by a previous `hang` are released */
  set(fault: SandboxFault): void;
  /** back to normal; hanging requests are released and answered */
  clear(): void;
  readonly current: SandboxFault | undefined;
}
