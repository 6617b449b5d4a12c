// Profiling aid (not a bench): renders one page in-process N times with the production build, so that
// `node --cpu-prof` shows where render time goes; prints the top self-time functions of the profile.
// Usage: NODE_ENV=production node --cpu-prof --cpu-prof-dir=/tmp/atrium-prof bench/profile-render.mjs [path] [renders] [service|string]
//        node bench/profile-render.mjs --top <file.cpuprofile> [count]
import { readFileSync } from 'node:fs';

if (process.argv[2] === '--top') {
  topSelf(process.argv[3], Number(process.argv[4] ?? 30));
} else {
  const { bootRenderer } = await import('./lib/render-harness.mjs');
  const [path = '/shopping', count = '300', how = 'service'] = process.argv.slice(2);
  const r = await bootRenderer();
  try {
    const input = await r.pageInput(path);
    const render = how === 'string' ? (i) => r.renderString(i) : (i) => r.renderService(i);
    for (let i = 0; i < 20; i++) await render(input);
    const started = performance.now();
    for (let i = 0; i < Number(count); i++) await render(input);
    const each = (performance.now() - started) / Number(count);
    console.log(`${path}: ${each.toFixed(2)} ms per ${how} render (${count} renders)`);
  } finally {
    await r.close();
  }
}

/** Self time per function (and per package) from a .cpuprofile. */
function topSelf(file, count) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const total = profile.samples.length;
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byPackage = new Map();
  for (const [id, n] of counts) {
    const frame = byId.get(id).callFrame;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(dist\/)/, '$1');
    const key = `${frame.functionName || '(anonymous)'}  ${where.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + n);
    const pkg = frame.url.includes('node_modules/')
      ? frame.url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
      : frame.url
        ? frame.url.includes('/dist/')
          ? 'dist (our code)'
          : frame.url.startsWith('node:')
            ? 'node core'
            : 'other'
        : frame.functionName || '(vm)';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n);
  }
  const show = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([key, n]) => console.log(`${((n / total) * 100).toFixed(1).padStart(5)}%  ${key}`));
  // inclusive time: a sample counts once for every distinct function on its stack
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (frame) =>
    `${frame.functionName || '(anonymous)'}  ${frame.url
      .replace(/^.*node_modules\//, '')
      .split('/')
      .slice(-2)
      .join('/')}:${frame.lineNumber + 1}`;
  const inclusive = new Map();
  for (const [id, n] of counts) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at).callFrame;
      if (!frame.url) continue;
      seen.add(keyOf(frame));
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + n);
  }
  const filter = process.env.PROFILE_FILTER ? new RegExp(process.env.PROFILE_FILTER) : undefined;
  console.log(`self time by package (${total} samples):`);
  show(byPackage, 15);
  console.log('\nself time by function:');
  show(self, count);
  console.log(`\ninclusive time by function${filter ? ` matching ${filter}` : ''}:`);
  show(new Map([...inclusive].filter(([key]) => !filter || filter.test(key))), count);
}
