/**
 * RPC-level failures: the next N calls of a method answer a chosen JSON-RPC error, or an answer with neither
 * `result` nor `error` (what a client reports as 'Unknown error occurred'). HTTP-level faults (5xx, slow,
 * hang) stay with the shared FaultController.
 */
export interface RpcFault {
  method: string;
  /** error code to answer; absent with `empty` */
  code?: number;
  message?: string;
  /** answer `{ id, jsonrpc }` only */
  empty?: boolean;
  /** how many calls it applies to (default 1) */
  times?: number;
}

export type RpcFaultOutcome = { kind: 'error'; code: number; message: string } | { kind: 'empty' } | undefined;

export class RpcFaultSwitch {
  private readonly faults = new Map<string, Required<Pick<RpcFault, 'times'>> & RpcFault>();

  set(input: RpcFault): void {
    if (typeof input.method !== 'string' || input.method === '') throw new Error('method is required');
    const times = input.times === undefined ? 1 : Number(input.times);
    if (!Number.isInteger(times) || times < 1) throw new Error('times must be a whole number from 1');
    if (!input.empty && !Number.isInteger(Number(input.code))) throw new Error('code is required unless empty');
    this.faults.set(input.method, {
      ...input,
      times,
      ...(input.code !== undefined ? { code: Number(input.code) } : {}),
    });
  }

  clear(): void {
    this.faults.clear();
  }

  get current(): RpcFault[] {
    return [...this.faults.values()];
  }

  /** the fault this call of `method` meets, counting it down */
  take(method: string): RpcFaultOutcome {
    const fault = this.faults.get(method);
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.delete(method);
    if (fault.empty) return { kind: 'empty' };
    return { kind: 'error', code: fault.code ?? -32603, message: fault.message ?? 'Internal error' };
  }
}
