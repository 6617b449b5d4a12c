import type { CompanyState } from './company-state';

/** What a public-service method runs against: the caller's company, the sandbox clock and its own origin. */
export interface RpcContext {
  state: CompanyState;
  nowMs: number;
  baseUrl: string;
}

export type RpcMethod = (context: RpcContext, params: unknown[]) => unknown;
