/**
 * /__sandbox/* of the property data sandbox: the shared fault and request routes, the full request log (POST
 * bodies and Idempotency-Key headers) and the token switches.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ControlAction, faultAndRequestRoutes, handleControlRoutes } from '../shared/control-routes';
import type { PropertyApiSandbox } from './property-api-sandbox.types';

type Controls = Pick<PropertyApiSandbox, 'faults' | 'requests' | 'tokens'>;

function describeTokens(controls: Controls): unknown {
  return { lifetimeSeconds: controls.tokens.lifetimeSeconds, issued: controls.tokens.issued };
}

function routes(controls: Controls): Map<string, ControlAction> {
  return new Map<string, ControlAction>([
    ...faultAndRequestRoutes(controls),
    ['GET /__sandbox/requests/entries', () => ({ entries: controls.requests.entries })],
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
    ['POST /__sandbox/tokens/expire', () => (controls.tokens.expireAll(), describeTokens(controls))],
  ]);
}

export function handleControl(req: IncomingMessage, res: ServerResponse, url: URL, controls: Controls): Promise<void> {
  return handleControlRoutes(req, res, url, routes(controls));
}
