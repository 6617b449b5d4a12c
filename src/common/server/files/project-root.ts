import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The project root: the nearest folder with package.json above this file (works from src/ and dist/src/). */
export function projectRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
