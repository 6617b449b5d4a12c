// The queries of the SEARCH bench, made from a demo centre's whole content: every store's name, the same name
// misspelt by one letter, its first four letters as typed, every category's name, and every word of four letters
// or more of the events' and offers' titles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';

function stories(centre, folder) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) out.push(JSON.parse(readFileSync(path, 'utf8')).content);
    }
  };
  walk(join(ROOT, 'content', 'demo', centre, folder));
  return out;
}

/** One letter dropped from the middle of the first word of six letters or more: 'FreshMart' -> 'Freshart'. */
function misspelt(title) {
  const word = title.split(/\s+/).find((w) => w.length >= 6);
  if (!word) return undefined;
  const at = Math.floor(word.length / 2);
  return title.replace(word, word.slice(0, at) + word.slice(at + 1));
}

export function searchQueries(centre) {
  const storeTitles = stories(centre, 'foundation/stores')
    .map((store) => store.title)
    .filter(Boolean);
  const promotionWords = [...stories(centre, 'foundation/events'), ...stories(centre, 'foundation/offers')]
    .flatMap((story) => String(story.title ?? '').split(/\s+/))
    .filter((word) => word.length >= 4);
  const categories = stories(centre, 'foundation/categories')
    .map((category) => category.title)
    .filter(Boolean);
  return [
    ...storeTitles,
    ...storeTitles.map(misspelt).filter(Boolean),
    ...storeTitles.map((title) => title.slice(0, 4)),
    ...categories,
    ...new Set(promotionWords),
  ];
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
