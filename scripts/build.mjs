// Builds the server tree (swc, CommonJS, into dist/) and the browser bundle (esbuild, ES modules with
// code splitting, into dist/public/assets) with an asset manifest the renderer reads.
// Usage: node scripts/build.mjs [--client-only] [--server-only] [--metafile]
// --metafile also writes esbuild's metafiles (dist/meta-*.json) for looking at what a bundle is made of
import { transformFile } from '@swc/core';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { externalRuntime } from './build/external-runtime.mjs';
import { oneShellChunk, viewSource } from './build/one-shell-chunk.mjs';
import { precompress } from './build/precompress.mjs';
import { blockIndex } from './build/block-index.mjs';
import { pureLibraryCalls } from './build/pure-library-calls.mjs';
import { monthCalendarOnly } from './build/month-calendar-only.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const args = new Set(process.argv.slice(2));
const serverTrees = ['src', 'config', 'client'];
// stylesheets linked right before what uses them (src/page-model/sheets.ts), not in the head
const LATE_SHEETS = ['footer', 'parking', 'wellbeing', 'forms', 'competition', 'directions', 'booking', 'ticketing', 'ticketing-modal', 'seat-map'];

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(spec|e2e-spec|browser-spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    )
      yield path;
  }
}

// JSON the server's code imports (`import sessions from './recurrent-sessions.json'`): each file is transformed on
// its own, so the require() it keeps needs the file beside it
async function* jsonFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(path);
    else if (entry.name.endsWith('.json')) yield path;
  }
}

async function buildServer() {
  const started = Date.now();
  const swcrc = JSON.parse(await readFile(join(root, '.swcrc'), 'utf8'));
  const jobs = [];
  for (const tree of serverTrees) {
    for await (const file of sourceFiles(join(root, tree))) {
      jobs.push(
        (async () => {
          const out = join(dist, relative(root, file)).replace(/\.tsx?$/, '.js');
          const { code, map } = await transformFile(file, {
            ...swcrc,
            swcrc: false,
            filename: file,
            sourceFileName: relative(dirname(out), file),
          });
          await mkdir(dirname(out), { recursive: true });
          await writeFile(out, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map`);
          if (map) await writeFile(`${out}.map`, map);
        })(),
      );
    }
  }
  for (const tree of serverTrees)
    for await (const file of jsonFiles(join(root, tree))) {
      jobs.push(
        (async () => {
          const out = join(dist, relative(root, file));
          await mkdir(dirname(out), { recursive: true });
          await cp(file, out);
        })(),
      );
    }
  await Promise.all(jobs);
  console.log(`server: ${jobs.length} files in ${Date.now() - started} ms`);
}

async function buildClient() {
  const started = Date.now();
  const outdir = join(dist, 'public', 'assets');
  await rm(outdir, { recursive: true, force: true });
  let islandsEntry;
  const common = {
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    minify: true,
    sourcemap: 'linked',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    jsx: 'automatic',
    loader: { '.svg': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  };
  // the whole-document view (the editor's preview): the shell is what the entry starts the page with, so every
  // first view loads it as one chunk
  const result = await build({
    ...common,
    entryPoints: {
      main: 'client/entry.client.tsx',
      styles: 'client/styles/index.css',
      ...Object.fromEntries(LATE_SHEETS.map((sheet) => [`sheet-${sheet}`, `client/styles/${sheet}.css`])),
    },
    plugins: [pureLibraryCalls(), monthCalendarOnly(), oneShellChunk(root, 'client/app/hydrate-document.tsx')],
  });
  // visitors' pages (decision 0013): the islands runtime (React, MobX and the store, one chunk that every island's
  // code follows), then the islands loader alone, one file without splitting, importing the runtime's built file
  const runtimeSource = 'client/islands/island-runtime.tsx';
  // React DOM as an entry of its own: its chunk is then apart from MobX's and the store's, and the loader evaluates
  // it first, in a task of its own (island-vendor.ts)
  const vendorSource = 'client/islands/island-vendor.ts';
  const islands = await build({
    ...common,
    entryPoints: { 'island-runtime': runtimeSource, 'island-vendor': vendorSource },
    plugins: [pureLibraryCalls(), monthCalendarOnly(), oneShellChunk(root, runtimeSource)],
  });
  // every island's code (the runtime and each view it imports) -> all the files it needs at once: the chunk and
  // every chunk it imports, however deep, so the loader can ask for them in one round trip. Named as in the page
  // (ISLAND_CHUNK_BASE in client/islands/island-contract.ts): the file name in chunks/ without `.js`. The runtime's
  // own file is not named: the loader imports it by its URL at the same moment.
  const islandModules = {};
  const { outputs: islandOutputs } = islands.metafile;
  const chunksDir = join(outdir, 'chunks');
  const staticClosure = (output, seen = new Set()) => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const i of islandOutputs[output]?.imports ?? []) if (i.kind === 'import-statement') staticClosure(i.path, seen);
    return seen;
  };
  const chunkNames = (outputs) =>
    [...outputs]
      .map((output) => relative(chunksDir, join(root, output)))
      .filter((name) => !name.includes('/'))
      .map((name) => name.replace(/\.js$/, ''));
  for (const [output, meta] of Object.entries(islandOutputs))
    if (meta.entryPoint && output.endsWith('.js'))
      islandModules[viewSource(root, meta.entryPoint)] = chunkNames(staticClosure(output));
  const builtEntry = (source) =>
    Object.entries(islands.metafile.outputs).find(([output, meta]) => meta.entryPoint === source && output.endsWith('.js'))[0];
  const runtimeFile = builtEntry(runtimeSource);
  const vendorFile = builtEntry(vendorSource);
  // React DOM's chunk asks V8 to compile every function as the file arrives (Chrome's explicit compile hints): the
  // compile then runs off the main thread while the file streams in, and evaluating the chunk on the first press
  // no longer blocks the page for a long task (about 200 ms on Lighthouse's 4x slowed phone, QUALITY P6; now under
  // its 50 ms). Other browsers read it as a comment.
  for (const { path, kind } of islands.metafile.outputs[vendorFile].imports)
    if (kind === 'import-statement') await withCompileHint(join(root, path));
  // what sends an error report, built alone (decision 0016): the loader imports it on a page's first report only
  const senderSource = 'client/features/error-reporting/error-report-sender.ts';
  const sender = await build({ ...common, splitting: false, entryPoints: { 'error-report-sender': senderSource } });
  const senderFile = Object.entries(sender.metafile.outputs).find(
    ([output, meta]) => meta.entryPoint === senderSource && output.endsWith('.js'),
  )[0];
  const loader = await build({
    ...common,
    splitting: false,
    entryPoints: { islands: 'client/islands/islands.client.ts' },
    plugins: [
      pureLibraryCalls(),
      externalRuntime(
        'client/islands/islands.client.ts',
        './island-runtime',
        `./${relative(outdir, join(root, runtimeFile))}`,
      ),
      externalRuntime('client/islands/islands.client.ts', './island-vendor', `./${relative(outdir, join(root, vendorFile))}`),
      externalRuntime(
        'client/features/error-reporting/page-error-reporting.ts',
        './error-report-sender',
        `./${relative(outdir, join(root, senderFile))}`,
      ),
    ],
  });
  for (const [output, meta] of Object.entries(loader.metafile.outputs))
    if (meta.entryPoint === 'client/islands/islands.client.ts')
      islandsEntry = `/assets/${relative(outdir, join(root, output))}`;
  // manifest: entry name and every dynamically imported source file -> its output and the chunks it imports
  const manifest = {
    entries: { islands: { file: islandsEntry, imports: [] } },
    modules: {},
    islandModules,
    styles: undefined,
    sheets: {},
  };
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (output.endsWith('.css') && meta.entryPoint === 'client/styles/index.css')
      manifest.styles = `/assets/${relative(outdir, join(root, output))}`;
    const sheet = LATE_SHEETS.find((name) => meta.entryPoint === `client/styles/${name}.css`);
    if (sheet && output.endsWith('.css')) manifest.sheets[sheet] = `/assets/${relative(outdir, join(root, output))}`;
    if (!output.endsWith('.js')) continue;
    const url = `/assets/${relative(outdir, join(root, output))}`;
    const imports = meta.imports
      .filter((i) => i.kind === 'import-statement')
      .map((i) => `/assets/${relative(outdir, join(root, i.path))}`);
    const css = meta.cssBundle ? `/assets/${relative(outdir, join(root, meta.cssBundle))}` : undefined;
    if (meta.entryPoint === 'client/entry.client.tsx') manifest.entries.main = { file: url, imports, css };
    else if (meta.entryPoint?.startsWith('client/styles/')) continue;
    else if (meta.entryPoint) manifest.modules[viewSource(root, meta.entryPoint)] = { file: url, imports, css };
  }
  await writeFile(join(dist, 'public', 'manifest.json'), JSON.stringify(manifest, null, 2));
  if (args.has('--metafile'))
    for (const [name, built] of Object.entries({ document: result, islands, sender, loader }))
      await writeFile(join(dist, `meta-${name}.json`), JSON.stringify(built.metafile));
  await cp(join(root, 'client', 'static'), join(dist, 'public', 'static'), { recursive: true });
  const hash = createHash('sha1').update(JSON.stringify(manifest)).digest('hex').slice(0, 8);
  const packed = await precompress([outdir, join(dist, 'public', 'static')]);
  console.log(
    `client: ${Object.keys(result.metafile.outputs).length + Object.keys(islands.metafile.outputs).length + Object.keys(sender.metafile.outputs).length + Object.keys(loader.metafile.outputs).length} outputs (${hash}), ${packed.count} precompressed ` +
      `(${Math.round(packed.before / 1024)} KB → ${Math.round(packed.after / 1024)} KB brotli) in ${Date.now() - started} ms`,
  );
}

/** Puts V8's file-wide compile hint on the first line of a built chunk; its source map moves down a line with it. */
async function withCompileHint(file) {
  const code = await readFile(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return;
  await writeFile(file, `${COMPILE_HINT}\n${code}`);
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
  map.mappings = `;${map.mappings}`;
  await writeFile(`${file}.map`, JSON.stringify(map));
}
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// the block lists are derived from the block folders before anything is compiled
await blockIndex();
if (!args.has('--client-only')) await buildServer();
if (!args.has('--server-only')) await buildClient();
