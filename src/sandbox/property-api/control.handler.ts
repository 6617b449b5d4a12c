/**
 * /__sandbox/* of the property data sandbox: the shared fault and request routes, the full request log (POST
 * bodies and Idempotency-Key headers), the token switches and the submission routes' counts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ControlAction, faultAndRequestRoutes, handleControlRoutes } from '../shared/control-routes';
import type { PropertyApiSandbox } from './property-api-sandbox.types';

type Controls = Pick<PropertyApiSandbox, 'faults' | 'requests' | 'tokens' | 'submissions'>;

function describeTokens(controls: Controls): unknown {
  return { lifetimeSeconds: controls.tokens.lifetimeSeconds, issued: controls.tokens.issued };
}

function routes(controls: Controls): Map<string, ControlAction> {
  return new Map<string, ControlAction>([
    ...faultAndRequestRoutes(controls),
    ['GET /__sandbox/requests/entries', () => ({ entries: controls.requests.entries })],
    ['GET /__sandbox/tokens', () => describeTokens(controls)],
    ['GET /__sandbox/submissions', () => controls.submissions.summary()],
    ['DELETE /__sandbox/submissions', () => (controls.submissions.reset(), controls.submissions.summary())],
    [
      'PUT /__sandbox/tokens/lifetime',
      (body) => {
        const seconds = Number(body.seconds);
        if (!Number.isInteger(seconds) || seconds < 1) throw new Error('seconds must be a whole number from 1');
        controls.tokens.lifetimeSeconds = seconds;
        return describeTokens(controls);
      },
    ],
    ['POST /__sandbox/tokens/expire', () => (controls.tokens.expireAll(), describeTokens(controls))],
  ]);
}

export function handleControl(req: IncomingMessage, res: ServerResponse, url: URL, controls: Controls): Promise<void> {
  return handleControlRoutes(req, res, url, routes(controls));
}
