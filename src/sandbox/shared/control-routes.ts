/**
 * /__sandbox/* : a sandbox's own switches over HTTP, for scripts that run in another process (drills, the
 * demo). Never faulted and never counted, so a drill can always clear what it set. Every sandbox offers the
 * fault and request-log routes below; each adds its own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateFault } from './fault-switch';
import type { FaultSwitch } from './sandbox-fault.types';
import { readJsonBody, sendJson } from './sandbox-http';

export type ControlBody = Record<string, unknown>;
/** One route: `METHOD /__sandbox/...` → what it answers (a JSON value); throwing answers 400. */
export type ControlAction = (body: ControlBody) => unknown;

interface FaultAndRequestControls {
  faults: FaultSwitch;
  requests: { counts(): unknown; reset(): void };
}

function describeFault(faults: FaultSwitch): unknown {
  const fault = faults.current;
  return { fault: fault ? { ...fault, match: fault.match?.source } : null };
}

/** The routes every sandbox has: read, set and clear the fault; read and reset the request counts. */
export function faultAndRequestRoutes({ faults, requests }: FaultAndRequestControls): Array<[string, ControlAction]> {
  return [
    ['GET /__sandbox/faults', () => describeFault(faults)],
    ['POST /__sandbox/faults', (body) => (faults.set(validateFault(body)), describeFault(faults))],
    ['DELETE /__sandbox/faults', () => (faults.clear(), describeFault(faults))],
    ['GET /__sandbox/requests', () => requests.counts()],
    ['DELETE /__sandbox/requests', () => (requests.reset(), requests.counts())],
  ];
}

export function requireString(body: ControlBody, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${key} is required`);
  return value;
}

/** Answers a control request from the routes: 404 for an unknown route, 400 with the reason when it throws. */
export async function handleControlRoutes(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  routes: Map<string, ControlAction>,
): Promise<void> {
  const action = routes.get(`${req.method ?? 'GET'} ${url.pathname.replace(/\/$/, '')}`);
  if (!action) return sendJson(res, 404, { error: 'Not Found' });
  try {
    const body = (await readJsonBody(req)) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('body must be a JSON object');
    sendJson(res, 200, await action(body as ControlBody));
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
