// Prints which packages and folders make up the browser bundle (minified bytes): node scripts/dev/analyze-bundle.mjs
import { build } from 'esbuild';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const result = await build({
  absWorkingDir: root,
  entryPoints: ['client/entry.client.tsx'],
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  metafile: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir: join(tmpdir(), 'atrium-analyze'),
  splitting: true,
});
const byPackage = {};
for (const output of Object.values(result.metafile.outputs)) {
  for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
    const match = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file);
    const key = match ? match[1] : file.split('/').slice(0, 3).join('/');
    byPackage[key] = (byPackage[key] ?? 0) + bytesInOutput;
  }
}
const rows = Object.entries(byPackage).sort((a, b) => b[1] - a[1]).slice(0, 25);
console.log(rows.map(([name, bytes]) => `${(bytes / 1024).toFixed(1)}K ${name}`).join('\n'));
