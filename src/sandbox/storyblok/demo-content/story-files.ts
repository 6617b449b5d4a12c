/**
 * Reads the story files of one centre folder. The path of a file under the folder is the story's
 * full_slug (`foundation/stores/hearth-bean.json` -> `foundation/stores/hearth-bean`); the file holds
 * `{ name, content }` and optionally the story properties an author may set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { isRecord, shown } from './check-context';

export interface StoryFile {
  /** path relative to the centre folder, with forward slashes */
  file: string;
  fullSlug: string;
  name: string;
  content: unknown;
  id?: number;
  uuid?: string;
  position?: number;
  tag_list?: string[];
  is_startpage?: boolean;
  /** a date token, `YYYY-MM-DD[ HH:mm]` (centre-local) or an ISO instant */
  first_published_at?: string;
}

export type Report = (file: string, path: string, message: string) => void;

const OPTIONAL: Record<string, (value: unknown) => boolean> = {
  id: (value) => Number.isSafeInteger(value) && (value as number) > 0,
  uuid: (value) => typeof value === 'string' && value !== '',
  position: (value) => Number.isSafeInteger(value),
  tag_list: (value) => Array.isArray(value) && value.every((tag) => typeof tag === 'string'),
  is_startpage: (value) => typeof value === 'boolean',
  first_published_at: (value) => typeof value === 'string' && value !== '',
};

/** Every `*.json` under `dir`, sorted by path so that loading is deterministic. */
function listJsonFiles(dir: string, prefix = ''): string[] {
  const entries = readdirSync(join(dir, prefix), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = prefix ? posix.join(prefix, entry.name) : entry.name;
    if (entry.isDirectory()) return listJsonFiles(dir, relative);
    return entry.isFile() && entry.name.endsWith('.json') ? [relative] : [];
  });
}

export function readStoryFiles(dir: string, report: Report): StoryFile[] {
  const stories: StoryFile[] = [];
  for (const file of listJsonFiles(dir)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      report(file, '', `not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const story = toStoryFile(file, raw, report);
    if (story) stories.push(story);
  }
  return stories;
}

function toStoryFile(file: string, raw: unknown, report: Report): StoryFile | undefined {
  if (!isRecord(raw)) {
    report(file, '', 'a story file must hold an object { name, content }');
    return undefined;
  }
  let valid = true;
  const problem = (path: string, message: string): void => {
    valid = false;
    report(file, path, message);
  };
  if (typeof raw.name !== 'string' || raw.name.trim() === '') problem('name', 'required field is missing');
  if (!isRecord(raw.content)) problem('content', 'required field is missing');
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'name' || key === 'content') continue;
    const check = OPTIONAL[key];
    if (!check) problem(key, `unknown story property (allowed: name, content, ${Object.keys(OPTIONAL).join(', ')})`);
    else if (!check(value)) problem(key, `invalid value ${shown(value)}`);
  }
  if (!valid) return undefined;
  return { ...(raw as Omit<StoryFile, 'file' | 'fullSlug'>), file, fullSlug: file.replace(/\.json$/, '') };
}
