/** Writes throwaway centre folders for the loader's tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const SPACE = '1001';
export const asset = (label: string, alt = `${label} image`) => ({
  filename: `https://a.storyblok.com/f/${SPACE}/520x340/abc123/card-${label}.svg`,
  alt,
});

/** files: full_slug -> file content (an object is written as JSON, a string as is) */
export function writeSpace(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-space-'));
  for (const [fullSlug, content] of Object.entries(files)) {
    const path = join(dir, `${fullSlug}.json`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const day = (name: string, shortName: string) => ({
  component: 'trading_day',
  name,
  shortName,
  opens: '09:00',
  closes: '17:30',
  closedAllDay: false,
});
export const WEEK = [
  day('Monday', 'Mon'),
  day('Tuesday', 'Tue'),
  day('Wednesday', 'Wed'),
  day('Thursday', 'Thu'),
  day('Friday', 'Fri'),
  day('Saturday', 'Sat'),
  day('Sunday', 'Sun'),
];

/** a valid store, with overrides merged into its content */
export function store(title: string, content: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: title,
    content: {
      component: 'store',
      title,
      logo: asset('logo-words'),
      categories: ['@uuid:foundation/categories/fashion'],
      tradingHours: [{ component: 'trading_hours', days: WEEK }],
      status: 'open',
      floor: 'G',
      ...content,
    },
  };
}

export const category = (title: string, level = 'category') => ({
  name: title,
  content: { component: 'category', title, level },
});
export const textPage = (title: string, body: unknown[] = []) => ({
  name: title,
  content: { component: 'page', title, body },
});
