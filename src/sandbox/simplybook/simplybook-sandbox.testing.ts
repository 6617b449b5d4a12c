/** Test helpers: a sandbox on a movable clock and a small JSON-RPC caller over real HTTP. */
import { startSimplybookSandbox } from './simplybook-sandbox';
import type { SimplybookSandbox } from './simplybook-sandbox.types';

export const LOGIN = 'willowvale';
export const API_KEY = 'demo-simplybook-key';
export const SECRET = 'demo-simplybook-secret';
/** Tuesday 1 December 2026, 08:00 in Sydney (AEDT, UTC+11) */
export const TUESDAY_8AM = Date.parse('2026-11-30T21:00:00Z');

export interface RpcAnswer {
  id?: unknown;
  jsonrpc?: string;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface TestSandbox {
  sandbox: SimplybookSandbox;
  clock: { ms: number; advance(minutes: number): void };
  /** a token for the demo company */
  token(): Promise<string>;
  /** calls the public service, getting a token first and again when it is refused */
  call(method: string, ...params: unknown[]): Promise<RpcAnswer>;
  /** the result, or a thrown error naming the RPC error */
  result<T = unknown>(method: string, ...params: unknown[]): Promise<T>;
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as RpcAnswer;
}

export async function startTestSandbox(startMs = TUESDAY_8AM, dataDir?: string): Promise<TestSandbox> {
  const clock = {
    ms: startMs,
    advance(minutes: number) {
      this.ms += minutes * 60_000;
    },
  };
  const sandbox = await startSimplybookSandbox({
    companies: [
      { login: LOGIN, apiKey: API_KEY, secretKey: SECRET, timeZone: 'Australia/Sydney' },
      { login: 'karri-ridge', apiKey: API_KEY, secretKey: SECRET, timeZone: 'Australia/Perth' },
    ],
    now: () => new Date(clock.ms),
    ...(dataDir ? { dataDir } : {}),
  });
  let cached: string | undefined;
  const token = async (): Promise<string> => {
    const answer = await post(sandbox.loginUrl, {
      jsonrpc: '2.0',
      id: 1,
      method: 'getToken',
      params: [LOGIN, API_KEY],
    });
    return answer.result as string;
  };
  const call = async (method: string, ...params: unknown[]): Promise<RpcAnswer> => {
    const send = (value: string) =>
      post(sandbox.url, { jsonrpc: '2.0', id: 7, method, params }, { 'X-Company-Login': LOGIN, 'X-Token': value });
    cached ??= await token();
    const answer = await send(cached);
    if (answer.error?.code !== -32600) return answer;
    // as a real client does: a token past its hour is replaced once
    cached = await token();
    return send(cached);
  };
  const result = async <T>(method: string, ...params: unknown[]): Promise<T> => {
    const answer = await call(method, ...params);
    if (answer.error) throw new Error(`${method} failed: ${answer.error.code} ${answer.error.message}`);
    return answer.result as T;
  };
  return { sandbox, clock, token, call, result };
}

export const CLIENT = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0400 000 000' };
export const STYLING_ANSWERS = { shopping_for: 'Workwear' };
export const WREATH_ANSWERS = { adults: '1', children: '0' };
