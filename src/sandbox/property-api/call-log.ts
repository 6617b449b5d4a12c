/** Counts and keeps what reached the sandbox, so tests can assert "one upstream call" or read a POST body. */
import type { CallLog, LoggedCall } from './property-api-sandbox.types';

const MAX_ENTRIES = 10_000;

function matches(path: string | RegExp, method: string | undefined, call: LoggedCall): boolean {
  if (method !== undefined && call.method !== method.toUpperCase()) return false;
  if (typeof path === 'string') return call.path === path;
  return new RegExp(path.source, path.flags.replace(/[gy]/g, '')).test(call.path);
}

export class CallRecorder implements CallLog {
  private list: LoggedCall[] = [];
  private totals = { total: 0, byPath: {} as Record<string, number>, byMethodPath: {} as Record<string, number> };

  get total(): number {
    return this.totals.total;
  }

  get entries(): readonly LoggedCall[] {
    return this.list;
  }

  record(call: LoggedCall): void {
    this.totals.total += 1;
    this.totals.byPath[call.path] = (this.totals.byPath[call.path] ?? 0) + 1;
    const key = `${call.method} ${call.path}`;
    this.totals.byMethodPath[key] = (this.totals.byMethodPath[key] ?? 0) + 1;
    // bounded, so a long demo session does not grow without end; counts stay exact
    if (this.list.length >= MAX_ENTRIES) this.list.shift();
    this.list.push(call);
  }

  count(path: string | RegExp, method?: string): number {
    const source = method === undefined ? this.totals.byPath : this.totals.byMethodPath;
    const prefix = method === undefined ? '' : `${method.toUpperCase()} `;
    return Object.entries(source).reduce((sum, [key, count]) => {
      if (!key.startsWith(prefix)) return sum;
      const call = { method: method?.toUpperCase() ?? '', path: key.slice(prefix.length), search: '', at: 0 };
      return matches(path, method, call) ? sum + count : sum;
    }, 0);
  }

  calls(path: string | RegExp, method?: string): LoggedCall[] {
    return this.list.filter((call) => matches(path, method, call));
  }

  counts(): { total: number; byPath: Record<string, number> } {
    return { total: this.totals.total, byPath: { ...this.totals.byPath } };
  }

  reset(): void {
    this.list = [];
    this.totals = { total: 0, byPath: {}, byMethodPath: {} };
  }
}
