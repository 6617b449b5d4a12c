/**
 * /__sandbox/* : the sandbox's own switches over HTTP, for scripts that run in another process (drills, the
 * demo). Never faulted and never counted, so a drill can always clear what it set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateFault } from '../shared/fault-switch';
import { readJsonBody, sendJson } from '../shared/sandbox-http';
import type { StoryblokSandbox } from './storyblok-sandbox.types';

type Controls = Pick<StoryblokSandbox, 'faults' | 'requests' | 'publish' | 'editDraft' | 'reload'>;
type Body = Record<string, unknown>;
type Action = (body: Body) => unknown;

function describeFault(controls: Controls): unknown {
  const fault = controls.faults.current;
  return { fault: fault ? { ...fault, match: fault.match?.source } : null };
}

function requireString(body: Body, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${key} is required`);
  return value;
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
    [
      'DELETE /__sandbox/requests',
      () => {
        controls.requests.reset();
        return controls.requests.counts();
      },
    ],
    [
      'POST /__sandbox/publish',
      (body) => {
        const fullSlug = body.fullSlug === undefined ? undefined : requireString(body, 'fullSlug');
        return { cv: controls.publish(requireString(body, 'spaceId'), fullSlug) };
      },
    ],
    [
      // Draft edits from another process: the fields given replace those of the draft content.
      'POST /__sandbox/drafts',
      (body) => {
        const fields = body.content;
        if (typeof fields !== 'object' || fields === null) throw new Error('content must be an object');
        controls.editDraft(requireString(body, 'spaceId'), requireString(body, 'fullSlug'), (content) => ({
          ...content,
          ...(fields as Body),
        }));
        return { ok: true };
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
  const key = `${req.method ?? 'GET'} ${url.pathname.replace(/\/$/, '')}`;
  if (key === 'POST /__sandbox/reload') {
    await controls.reload();
    sendJson(res, 200, { ok: true });
    return;
  }
  const action = actions(controls).get(key);
  if (!action) {
    sendJson(res, 404, { error: 'Not Found' });
    return;
  }
  try {
    const body = (await readJsonBody(req)) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('body must be a JSON object');
    sendJson(res, 200, action(body as Body));
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
