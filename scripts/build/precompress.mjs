// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the browser build
// that is 1 KB or more, when the copy is smaller: the server sends them as they are (decision 0012), so nothing
// built is compressed per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
const FROM_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** @returns bytes before and after (brotli) over the files compressed */
export async function precompress(dirs) {
  let before = 0;
  let after = 0;
  let count = 0;
  const jobs = [];
  for (const dir of dirs) {
    for await (const path of files(dir)) {
      jobs.push(
        (async () => {
          if ((await stat(path)).size < FROM_BYTES) return;
          const source = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
          before += source.length;
          after += Math.min(br.length, source.length);
          count += 1;
        })(),
      );
    }
  }
  await Promise.all(jobs);
  return { count, before, after };
}
