/**
 * Simulated upstream failures for tests and drills: 5xx errors, 429 rate limits, slow answers and requests
 * that never answer. A fault applies to requests that arrive while it is set.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from './sandbox-http';
import type { FaultSwitch, SandboxFault } from './storyblok-sandbox.types';

const ERROR_TEXT: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
const MAX_DELAY_MS = 600_000;

/** Checks a fault given in code or over HTTP; a `g`/`y` flag is dropped because it makes test() stateful. */
export function validateFault(input: unknown): SandboxFault {
  const fault = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  let match: RegExp | undefined;
  if (fault.match instanceof RegExp) match = new RegExp(fault.match.source, fault.match.flags.replace(/[gy]/g, ''));
  else if (typeof fault.match === 'string' && fault.match !== '') match = new RegExp(fault.match);
  else if (fault.match !== undefined && fault.match !== null && fault.match !== '')
    throw new Error('match must be a RegExp');
  switch (fault.mode) {
    case 'error': {
      const status = Number(fault.status ?? 500);
      if (status !== 500 && status !== 502 && status !== 503) throw new Error('status must be 500, 502 or 503');
      return { mode: 'error', status, match };
    }
    case 'slow': {
      const delayMs = Number(fault.delayMs);
      if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error('delayMs must be a number of milliseconds');
      return { mode: 'slow', delayMs: Math.min(delayMs, MAX_DELAY_MS), match };
    }
    case 'rate-limit':
    case 'hang':
      return { mode: fault.mode, match };
    default:
      throw new Error('mode must be error, rate-limit, slow or hang');
  }
}

export type FaultOutcome = 'continue' | 'answered';

export class FaultController implements FaultSwitch {
  private fault: SandboxFault | undefined;
  private closed = false;
  private readonly hanging = new Set<() => void>();
  private readonly sleeping = new Map<NodeJS.Timeout, () => void>();

  get current(): SandboxFault | undefined {
    return this.fault;
  }

  set(fault: SandboxFault): void {
    this.fault = validateFault(fault);
    this.release();
  }

  clear(): void {
    this.fault = undefined;
    this.release();
  }

  /** Applies the current fault; 'answered' means the request is finished (answered, cut or abandoned). */
  async apply(path: string, pathAndQuery: string, res: ServerResponse): Promise<FaultOutcome> {
    const fault = this.fault;
    if (this.closed) return 'answered';
    if (!fault || (fault.match && !fault.match.test(path) && !fault.match.test(pathAndQuery))) return 'continue';
    switch (fault.mode) {
      case 'error':
        sendJson(res, fault.status, { error: ERROR_TEXT[fault.status] });
        return 'answered';
      case 'rate-limit':
        sendJson(res, 429, { error: 'Too Many Requests' }, { 'retry-after': '1' });
        return 'answered';
      case 'slow':
        await this.sleep(fault.delayMs, res);
        break;
      case 'hang':
        await this.hold(res);
        break;
    }
    return this.closed || res.destroyed ? 'answered' : 'continue';
  }

  /** Ends every wait so that close() leaves no timer or pending promise behind. */
  shutdown(): void {
    this.closed = true;
    for (const [timer, wake] of this.sleeping) {
      clearTimeout(timer);
      wake();
    }
    this.sleeping.clear();
    this.release();
  }

  private release(): void {
    const waiting = [...this.hanging];
    this.hanging.clear();
    for (const wake of waiting) wake();
  }

  private sleep(delayMs: number, res: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleeping.delete(timer);
        resolve();
      };
      const timer = setTimeout(wake, delayMs);
      this.sleeping.set(timer, wake);
      res.once('close', wake); // the caller gave up: stop waiting for it
    });
  }

  private hold(res: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        this.hanging.delete(wake);
        resolve();
      };
      this.hanging.add(wake);
      res.once('close', wake);
    });
  }
}
