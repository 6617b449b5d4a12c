/**
 * JSON-RPC 2.0 dispatch (contracts.md §2): always HTTP 200, `result` or `error { code, message }`, the
 * request's `id` echoed. `/login` speaks getToken; `/` is the public service, behind X-Company-Login and
 * X-Token.
 */
import { AVAILABILITY_METHODS } from './availability.methods';
import { book } from './book.method';
import { BOOKING_LIFECYCLE_METHODS } from './booking-lifecycle.methods';
import { CATALOGUE_METHODS } from './catalogue.methods';
import type { CompanyState } from './company-state';
import type { LoginTokens } from './login-tokens';
import { accessDenied, RpcError } from './rpc-error';
import type { RpcMethod } from './rpc-context';
import type { RpcFaultSwitch } from './rpc-faults';

export const PUBLIC_METHODS: Record<string, RpcMethod> = {
  ...CATALOGUE_METHODS,
  ...AVAILABILITY_METHODS,
  book,
  ...BOOKING_LIFECYCLE_METHODS,
};

export interface RpcRequest {
  id: unknown;
  method: string;
  params: unknown[];
}

export interface RpcEnvironment {
  companies: Map<string, CompanyState>;
  tokens: LoginTokens;
  rpcFaults: RpcFaultSwitch;
  now: () => number;
  baseUrl: string;
}

/** The body's request, or the error to answer (-32700 unreadable, -32600 not a request, -32602 bad params). */
export function parseRequest(raw: string): RpcRequest | { id: unknown; error: RpcError } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { id: null, error: new RpcError(-32700, 'Parse error') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { id: null, error: new RpcError(-32600, 'Invalid Request') };
  const { id = null, method, params } = body as Record<string, unknown>;
  if (typeof method !== 'string' || method === '') return { id, error: new RpcError(-32600, 'Invalid Request') };
  if (params !== undefined && !Array.isArray(params)) return { id, error: new RpcError(-32602, 'Invalid params') };
  return { id, method, params: (params as unknown[] | undefined) ?? [] };
}

function login(env: RpcEnvironment, request: RpcRequest): unknown {
  if (request.method !== 'getToken') throw new RpcError(-32601, 'Method not found');
  const [companyLogin, apiKey] = request.params;
  const company = env.companies.get(String(companyLogin));
  if (!company) throw new RpcError(-33001, 'Company does not exist');
  if (apiKey !== company.settings.apiKey) throw new RpcError(-33002, 'Wrong API key');
  return env.tokens.issue(company.settings.login);
}

function publicService(env: RpcEnvironment, request: RpcRequest, headers: { login?: string; token?: string }): unknown {
  const company = headers.login ? env.companies.get(headers.login) : undefined;
  if (!company || !headers.token || !env.tokens.accepts(company.settings.login, headers.token)) throw accessDenied();
  const method = PUBLIC_METHODS[request.method];
  if (!method) throw new RpcError(-32601, 'Method not found');
  const nowMs = env.now();
  company.settle(nowMs);
  return method({ state: company, nowMs, baseUrl: env.baseUrl }, request.params);
}

/** The JSON-RPC answer for a parsed request on `/login` or `/`. */
export function answer(
  env: RpcEnvironment,
  service: 'login' | 'public',
  request: RpcRequest,
  headers: { login?: string; token?: string },
): Record<string, unknown> {
  const envelope = { id: request.id, jsonrpc: '2.0' };
  const fault = env.rpcFaults.take(request.method);
  if (fault?.kind === 'empty') return envelope;
  if (fault?.kind === 'error') return { ...envelope, error: { code: fault.code, message: fault.message } };
  try {
    const result = service === 'login' ? login(env, request) : publicService(env, request, headers);
    return { ...envelope, result };
  } catch (error) {
    if (error instanceof RpcError) return { ...envelope, error: { code: error.code, message: error.message } };
    return { ...envelope, error: { code: -32603, message: 'Internal error' } };
  }
}
