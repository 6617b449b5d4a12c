import type { Response } from 'express';
import type { CmsBlok } from '../common/domain/cms/storyblok.types';
import { CMS_EDITOR_ORIGIN } from '../common/server/http/content-security-policy';
import { RequestValidationException } from '../common/server/validation/request-validation.exception';

/**
 * An answer to a verified editor (docs/editor.md): drafts are never stored by a browser or a shared cache, never
 * indexed, and only this response's policy lets the page load the visual editor's bridge script.
 */
export function editorResponse(res: Response): void {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex');
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string') res.setHeader('content-security-policy', withEditorAllowance(policy));
}

/** The policy with the CMS editor's origin allowed for scripts (old CSP2 browsers read it) and frames. */
export function withEditorAllowance(policy: string): string {
  return policy
    .split('; ')
    .map((directive) =>
      /^(script-src|frame-src) /.test(directive) && !directive.includes(CMS_EDITOR_ORIGIN)
        ? `${directive.replace(/ 'none'$/, '')} ${CMS_EDITOR_ORIGIN}`
        : directive,
    )
    .join('; ');
}

/** What the live preview posts: the page's path and the story as the visual editor holds it, unsaved. */
export interface UnsavedStory {
  path: string;
  story: { id: number; name?: string; content: CmsBlok };
}

/** The preview body, checked: a path of the site, and a story with its id and a content block. */
export function unsavedStoryOf(body: unknown): UnsavedStory {
  const { path, story } = (body ?? {}) as { path?: unknown; story?: Record<string, unknown> };
  const problems: Record<string, string> = {};
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) problems.path = 'A path of the site is required';
  if (!story || typeof story !== 'object' || typeof story.id !== 'number') problems['story.id'] = 'The story id is required';
  const content = story?.content as CmsBlok | undefined;
  if (!content || typeof content !== 'object' || typeof content.component !== 'string')
    problems['story.content'] = 'The story content is required';
  if (Object.keys(problems).length > 0) throw new RequestValidationException(problems);
  return {
    path: path as string,
    story: { id: story!.id as number, name: typeof story!.name === 'string' ? story!.name : undefined, content: content! },
  };
}
