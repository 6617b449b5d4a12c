// Writes generated story files without clobbering hand-written ones. The generator owns exactly the
// files listed in the manifest (content/demo/.generated-files.json): it rewrites those, deletes those it
// no longer produces, and never touches a file it did not create. To take a generated file over by hand,
// delete its line from the manifest.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const MANIFEST = '.generated-files.json';

const serialise = (story) => `${JSON.stringify(story, null, 2)}\n`;

/** same data, whatever the formatting (a formatter may have re-wrapped the file) */
function sameStory(text, story) {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(story);
  } catch {
    return false;
  }
}

function readManifest(root) {
  const file = join(root, MANIFEST);
  return existsSync(file) ? new Set(JSON.parse(readFileSync(file, 'utf8')).files) : new Set();
}

function removeEmptyFolders(folder, root) {
  while (folder.startsWith(root) && folder !== root && existsSync(folder) && readdirSync(folder).length === 0) {
    rmdirSync(folder);
    folder = dirname(folder);
  }
}

/**
 * outputs: [{ file: 'willowvale/foundation/stores/x.json', story }]
 * check: only report what would change (exit code for CI), write nothing
 */
export function writeOutputs(root, outputs, { check = false } = {}) {
  const owned = readManifest(root);
  const result = { written: [], unchanged: 0, skipped: [], deleted: [] };
  const produced = new Set();
  for (const { file, story } of outputs) {
    if (produced.has(file)) throw new Error(`the generator produced ${file} twice`);
    produced.add(file);
    const path = join(root, file);
    const text = serialise(story);
    if (existsSync(path) && !owned.has(file)) {
      result.skipped.push(file);
      continue;
    }
    if (existsSync(path) && sameStory(readFileSync(path, 'utf8'), story)) {
      result.unchanged += 1;
      continue;
    }
    result.written.push(file);
    if (check) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  for (const file of owned) {
    if (produced.has(file)) continue;
    result.deleted.push(file);
    if (check) continue;
    const path = join(root, file);
    if (existsSync(path)) unlinkSync(path);
    removeEmptyFolders(dirname(path), root);
  }
  if (!check) {
    const files = [...produced].filter((file) => !result.skipped.includes(file)).sort();
    writeFileSync(join(root, MANIFEST), serialise({ generator: 'scripts/demo-content/generate.mjs', files }));
  }
  return result;
}
