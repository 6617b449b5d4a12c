/**
 * Loads one centre's demo content folder (content/demo/<slug>) into the stories the CMS sandbox serves.
 * Tokens are resolved, every story is checked against the content model, and any problem fails the
 * whole space with one error listing them all: broken demo content should stop the demo, not render
 * half a page. docs/content-model.md describes the folder and the tokens.
 */
import { existsSync, statSync } from 'node:fs';
import type { CmsBlok, CmsStory } from '../../../common/domain/cms/storyblok.types';
import { localDate } from './centre-calendar';
import type { CheckContext } from './check-context';
import { checkStoryContent } from './content-checker';
import { completeContent } from './content-completion';
import { locationOf } from './content-locations';
import { resolveTokens } from './content-tokens';
import { DemoContentError, type DemoContentProblem } from './demo-content.errors';
import { buildStory, parentFolder, publishedInstant, type StoryIdentity } from './story-record';
import { readStoryFiles, type StoryFile } from './story-files';
import { numericIdFor, storyKey, uuidFor } from './story-identity';

export interface LoadDemoSpaceOptions {
  /** the centre's content folder, content/demo/<slug> */
  dir: string;
  spaceId: string;
  /** the instant the relative dates count from */
  today: Date;
  /** the centre's IANA time zone: `@today` is today's date there */
  timeZone: string;
}

export function loadDemoSpace(options: LoadDemoSpaceOptions): CmsStory[] {
  const { dir, spaceId, timeZone } = options;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new DemoContentError(dir, [{ file: dir, path: '', message: 'content folder not found' }]);
  }
  const problems: DemoContentProblem[] = [];
  const report = (file: string, path: string, message: string): void => void problems.push({ file, path, message });
  const today = localDate(options.today, timeZone);

  const files = readStoryFiles(dir, report);
  const identities = identify(files, spaceId, report);
  const uuidOf = (fullSlug: string): string | undefined => identities.get(fullSlug)?.uuid;
  const locationByUuid = new Map(files.map((file) => [uuidOf(file.fullSlug), locationOf(file.fullSlug)?.name]));

  const contents = files.map((file) => {
    const at = (path: string, message: string): void => report(file.file, path, message);
    const content = resolveTokens(file.content, 'content', { today, uuidOf, report: at }) as CmsBlok;
    const location = locationOf(file.fullSlug);
    if (!location) {
      at('', `"${file.fullSlug}" is not a place of the content model (see content-locations.ts)`);
      return content;
    }
    const ctx: CheckContext = {
      spaceId,
      locationOfUuid: (uuid) => locationByUuid.get(uuid),
      hasStory: (slug) => identities.has(slug),
      report: at,
    };
    checkStoryContent(content, location.component, ctx);
    const rule = location.check?.(content);
    if (rule) at('content', rule);
    if (file.first_published_at && !publishedInstant(file.first_published_at, today, timeZone)) {
      at('first_published_at', 'expected a date token, a date or an ISO instant');
    }
    return content;
  });
  if (problems.length > 0) throw new DemoContentError(dir, problems);

  const positions = defaultPositions(files);
  return files.map((file, index) => {
    completeContent(contents[index], 'content', { spaceId, fullSlug: file.fullSlug, uuidOf });
    const identity = identities.get(file.fullSlug) as StoryIdentity;
    return buildStory(file, identity, contents[index], {
      spaceId,
      today,
      timeZone,
      defaultPosition: positions.get(file.fullSlug) ?? 0,
    });
  });
}

/** id and uuid of every story: as written, or derived from space and full_slug; both must be unique. */
function identify(
  files: StoryFile[],
  spaceId: string,
  report: (file: string, path: string, message: string) => void,
): Map<string, StoryIdentity> {
  const identities = new Map<string, StoryIdentity>();
  const ownerOf = new Map<string, string>();
  for (const file of files) {
    const identity = {
      id: file.id ?? numericIdFor(storyKey(spaceId, file.fullSlug)),
      uuid: file.uuid ?? uuidFor(storyKey(spaceId, file.fullSlug)),
    };
    for (const [kind, value] of [
      ['id', identity.id],
      ['uuid', identity.uuid],
    ] as const) {
      const owner = ownerOf.get(`${kind}:${value}`);
      if (owner) {
        report(
          file.file,
          kind,
          `${kind} ${value} is also used by ${owner}${file[kind] === undefined ? ' (derived; set one explicitly)' : ''}`,
        );
      }
      ownerOf.set(`${kind}:${value}`, file.file);
    }
    identities.set(file.fullSlug, identity);
  }
  return identities;
}

/** Editor order when a file sets no position: alphabetical within each folder (sort_by=position:desc). */
function defaultPositions(files: StoryFile[]): Map<string, number> {
  const counters = new Map<string, number>();
  const positions = new Map<string, number>();
  for (const file of files) {
    const folder = parentFolder(file.fullSlug) ?? '';
    const index = (counters.get(folder) ?? 0) + 1;
    counters.set(folder, index);
    positions.set(file.fullSlug, -10 * index);
  }
  return positions;
}
