import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', 'content', 'demo');

export interface DemoStoryFile {
  fullSlug: string;
  name: string;
  content: Record<string, unknown> & { component: string };
}

/** Every story file of a demo centre under a folder (full_slug prefix), read as the loader reads it. */
export function demoStories(centre: string, folder = ''): DemoStoryFile[] {
  const base = join(ROOT, centre);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.json')) files.push(path);
    }
  };
  walk(base);
  return files
    .map((file) => {
      const raw = JSON.parse(readFileSync(file, 'utf8')) as { name: string; content: DemoStoryFile['content'] };
      return { fullSlug: relative(base, file).replace(/\.json$/, ''), name: raw.name, content: raw.content };
    })
    .filter((story) => story.fullSlug.startsWith(folder))
    .sort((a, b) => a.fullSlug.localeCompare(b.fullSlug));
}

export function demoStory(centre: string, fullSlug: string): DemoStoryFile {
  const story = demoStories(centre).find((candidate) => candidate.fullSlug === fullSlug);
  if (!story) throw new Error(`no demo story ${centre}/${fullSlug}`);
  return story;
}
