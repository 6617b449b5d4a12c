/**
 * /__sandbox/* of the CMS sandbox: the shared fault and request routes, and publishing, draft edits and
 * reloading the demo content from another process.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ControlAction, faultAndRequestRoutes, handleControlRoutes, requireString } from '../shared/control-routes';
import type { StoryblokSandbox } from './storyblok-sandbox.types';

type Controls = Pick<StoryblokSandbox, 'faults' | 'requests' | 'publish' | 'editDraft' | 'reload'>;
type Body = Record<string, unknown>;

function routes(controls: Controls): Map<string, ControlAction> {
  return new Map<string, ControlAction>([
    ...faultAndRequestRoutes(controls),
    ['POST /__sandbox/reload', async () => (await controls.reload(), { ok: true })],
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

export function handleControl(req: IncomingMessage, res: ServerResponse, url: URL, controls: Controls): Promise<void> {
  return handleControlRoutes(req, res, url, routes(controls));
}
