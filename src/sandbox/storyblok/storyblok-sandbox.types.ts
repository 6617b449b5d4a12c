/**
 * Public shapes of the Storyblok CDN sandbox (see storyblok-sandbox.ts). Kept apart so that the pieces of the
 * sandbox can share them without importing the server module.
 */
import type { CmsBlok, CmsStory } from '../../common/domain/cms/storyblok.types';
import type { FaultSwitch, SandboxFault } from '../shared/sandbox-fault.types';

export type { CmsBlok, CmsStory, FaultSwitch, SandboxFault };

/** One CMS space: its tokens and where its stories come from (the content loader of demo/test modes). */
export interface SandboxSpace {
  /** numeric in real Storyblok (e.g. "1001"); used in `_editable` and in asset URLs */
  spaceId: string;
  name: string;
  /** reads published content only (contracts.md §1, auth) */
  publicToken: string;
  /** reads draft and published content */
  previewToken: string;
  loadStories: () => CmsStory[] | Promise<CmsStory[]>;
  /** folder of the space's uploaded files (fonts), served at `/f/{spaceId}/x/{hash}/{file}` */
  assetDir?: string;
}

export interface StoryblokSandboxOptions {
  spaces: SandboxSpace[];
  /** default 127.0.0.1 */
  host?: string;
  /** default 0 = an ephemeral port */
  port?: number;
}

export interface LoggedRequest {
  method: string;
  /** pathname without the query */
  path: string;
  /** raw query string including `?`, or '' */
  search: string;
  /** true when the real CDN would have passed the request to its origin (see request-log.ts) */
  miss: boolean;
  at: number;
}

export interface RequestCounts {
  total: number;
  misses: number;
  byPath: Record<string, number>;
  missesByPath: Record<string, number>;
}

/** Requests that reached the sandbox (control routes under /__sandbox excluded). */
export interface RequestLog {
  readonly total: number;
  readonly misses: number;
  readonly entries: readonly LoggedRequest[];
  /** requests whose pathname equals `path` (or matches it, for a RegExp) */
  count(path: string | RegExp): number;
  /** same as count(), cache misses only */
  countMisses(path: string | RegExp): number;
  counts(): RequestCounts;
  reset(): void;
}

export interface StoryblokSandbox {
  /** origin, e.g. http://127.0.0.1:43121 */
  url: string;
  /** `${url}/v2`: what storyblok-js-client takes as `endpoint` */
  apiEndpoint: string;
  faults: FaultSwitch;
  requests: RequestLog;
  /** changes the DRAFT version of one story; throws when the space or story is unknown */
  editDraft(spaceId: string, fullSlug: string, patch: (content: CmsBlok) => CmsBlok): void;
  /** copies draft to published (one story or all), bumps and returns the space's cv */
  publish(spaceId: string, fullSlug?: string): number;
  /** re-reads every space from its loadStories (draft = published again) and bumps the cv */
  reload(): Promise<void>;
  /** stops the server; hanging and slowed requests are cut */
  close(): Promise<void>;
}
