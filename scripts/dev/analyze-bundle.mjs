import { build } from 'esbuild';
const r = await build({ absWorkingDir: '/work/main', entryPoints: ['client/entry.client.tsx'], bundle: true, format: 'esm', minify: true, write: false, metafile: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, outdir: '/tmp/x', splitting: true });
const byPkg = {};
for (const out of Object.values(r.metafile.outputs)) for (const [file, { bytesInOutput }] of Object.entries(out.inputs)) {
  const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file); const key = m ? m[1] : file.split('/').slice(0, 2).join('/');
  byPkg[key] = (byPkg[key] || 0) + bytesInOutput;
}
console.log(Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${(v / 1024).toFixed(1)}K ${k}`).join('\n'));
