/**
 * /__sandbox/* : the property data sandbox's switches over HTTP, for scripts in another process (drills,
 * the demo). Never faulted and never counted, so a drill can always clear what it set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateFault } from '../shared/fault-switch';
import { readJsonBody, sendJson } from '../shared/sandbox-http';
import type { PropertyApiSandbox } from './property-api-sandbox.types';

type Controls = Pick<PropertyApiSandbox, 'faults' | 'requests' | 'tokens'>;
type Body = Record<string, unknown>;
type Action = (body: Body) => unknown;

function describeFault(controls: Controls): unknown {
  const fault = controls.faults.current;
  return { fault: fault ? { ...fault, match: fault.match?.source } : null };
}

function describeTokens(controls: Controls): unknown {
  return { lifetimeSeconds: controls.tokens.lifetimeSeconds, issued: controls.tokens.issued };
}

function actions(controls: Controls): Map<string, Action> {
  return new Map<string, Action>([
    ['GET /__sandbox/faults', () => describeFault(controls)],
    [
      'POST /__sandbox/faults',
      (body) => {
        controls.faults.set(validateFault(body));
        return describeFault(controls);
      },
    ],
    [
      'DELETE /__sandbox/faults',
      () => {
        controls.faults.clear();
        return describeFault(controls);
      },
    ],
    ['GET /__sandbox/requests', () => controls.requests.counts()],
    ['GET /__sandbox/requests/entries', () => ({ entries: controls.requests.entries })],
    [
      'DELETE /__sandbox/requests',
      () => {
        controls.requests.reset();
        return controls.requests.counts();
      },
    ],
    ['GET /__sandbox/tokens', () => describeTokens(controls)],
    [
      'PUT /__sandbox/tokens/lifetime',
      (body) => {
        const seconds = Number(body.seconds);
        if (!Number.isInteger(seconds) || seconds < 1) throw new Error('seconds must be a whole number from 1');
        controls.tokens.lifetimeSeconds = seconds;
        return describeTokens(controls);
      },
    ],
    [
      'POST /__sandbox/tokens/expire',
      () => {
        controls.tokens.expireAll();
        return describeTokens(controls);
      },
    ],
  ]);
}

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  controls: Controls,
): Promise<void> {
  const action = actions(controls).get(`${req.method ?? 'GET'} ${url.pathname.replace(/\/$/, '')}`);
  if (!action) return sendJson(res, 404, { error: 'Not Found' });
  try {
    const body = (await readJsonBody(req)) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('body must be a JSON object');
    sendJson(res, 200, action(body as Body));
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
