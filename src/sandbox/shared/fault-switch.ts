/**
 * Simulated upstream failures for tests and drills: 5xx errors, 429 rate limits, slow answers, requests that
 * never answer, connections cut without an answer and successes without a payload. A fault applies to
 * requests that arrive while it is set (and, with `times`, to that many of them).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from './sandbox-http';
import type { FaultSwitch, SandboxFault } from './sandbox-fault.types';

const ERROR_TEXT: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
const MAX_DELAY_MS = 600_000;
const MODES = 'error, rate-limit, slow, hang, refuse or empty';

function validateMatch(value: unknown): RegExp | undefined {
  if (value instanceof RegExp) return new RegExp(value.source, value.flags.replace(/[gy]/g, ''));
  if (typeof value === 'string' && value !== '') return new RegExp(value);
  if (value !== undefined && value !== null && value !== '') throw new Error('match must be a RegExp');
  return undefined;
}

function validateTimes(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const times = Number(value);
  if (!Number.isInteger(times) || times < 1) throw new Error('times must be a whole number from 1');
  return times;
}

/** Checks a fault given in code or over HTTP; a `g`/`y` flag is dropped because it makes test() stateful. */
export function validateFault(input: unknown): SandboxFault {
  const fault = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const match = validateMatch(fault.match);
  const times = validateTimes(fault.times);
  const extra = { ...(match ? { match } : {}), ...(times ? { times } : {}) };
  switch (fault.mode) {
    case 'error': {
      const status = Number(fault.status ?? 500);
      if (!(status in ERROR_TEXT)) throw new Error('status must be 500, 502, 503 or 504');
      return { mode: 'error', status: status as 500 | 502 | 503 | 504, ...extra };
    }
    case 'slow': {
      const delayMs = Number(fault.delayMs);
      if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error('delayMs must be a number of milliseconds');
      return { mode: 'slow', delayMs: Math.min(delayMs, MAX_DELAY_MS), ...extra };
    }
    case 'rate-limit':
    case 'hang':
    case 'refuse':
    case 'empty':
      return { mode: fault.mode, ...extra };
    default:
      throw new Error(`mode must be ${MODES}`);
  }
}

export type FaultOutcome = 'continue' | 'answered';

export class FaultController implements FaultSwitch {
  private fault: SandboxFault | undefined;
  private remaining: number | undefined;
  private closed = false;
  private readonly hanging = new Set<() => void>();
  private readonly sleeping = new Map<NodeJS.Timeout, () => void>();

  get current(): SandboxFault | undefined {
    return this.fault;
  }

  set(fault: SandboxFault): void {
    this.fault = validateFault(fault);
    this.remaining = this.fault.times;
    this.release();
  }

  clear(): void {
    this.fault = undefined;
    this.remaining = undefined;
    this.release();
  }

  /** Applies the current fault; 'answered' means the request is finished (answered, cut or abandoned). */
  async apply(path: string, pathAndQuery: string, res: ServerResponse): Promise<FaultOutcome> {
    const fault = this.fault;
    if (this.closed) return 'answered';
    if (!fault || (fault.match && !fault.match.test(path) && !fault.match.test(pathAndQuery))) return 'continue';
    this.countDown();
    switch (fault.mode) {
      case 'error':
        sendJson(res, fault.status, { error: ERROR_TEXT[fault.status] });
        return 'answered';
      case 'rate-limit':
        sendJson(res, 429, { error: 'Too Many Requests' }, { 'retry-after': '1' });
        return 'answered';
      case 'empty':
        sendJson(res, 200, {});
        return 'answered';
      case 'refuse':
        res.socket?.destroy();
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

  /** A fault set for `times` requests clears itself after the last of them (hanging ones stay held). */
  private countDown(): void {
    if (this.remaining === undefined) return;
    this.remaining -= 1;
    if (this.remaining <= 0) {
      this.fault = undefined;
      this.remaining = undefined;
    }
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
