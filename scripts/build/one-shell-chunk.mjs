// esbuild plugin for the browser bundle: the code every page's first view runs arrives as one file, not twenty.
// With code splitting, esbuild puts each module in a chunk by the set of entry points (the main entry and every
// `import()` target) that reach it. Modules of the page shell that some lazily loaded view also uses were therefore
// cut out of the main entry into many small shared chunks, one per combination of views (root-store-context,
// smart-link, the hours rules, react, mobx...), and a first view fetched about twenty files. Compressed one by one
// they cost about 4 KB gzip more than together (QUALITY P5).
// Here every `import()` target is reached through a small wrapper that first imports the shell module (the module
// the entry starts the page with), so every module the shell reaches is reached by every entry point and lands in
// one chunk. Nothing loads earlier or twice: the shell has always run before any view is imported.
// The wrapper re-exports the target's named exports (and its default export, when it has one). The metafile names
// the wrapper as the chunk's entry point: `viewSource` gives back the source path for the build manifest.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';

const NAMESPACE = 'view-after-shell';

/** @type {(root: string, shell: string) => import('esbuild').Plugin} */
export function oneShellChunk(root, shell) {
  return {
    name: 'one-shell-chunk',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.resolving) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.external) return resolved;
        // a package's ES module too (Stripe.js's loader, the Maps loader): else esbuild's runtime helpers, which
        // such a package's chunk and the shell both use, are reached by entry points that do not reach the shell
        // and come as a chunk of their own on every page. A CommonJS package is left as esbuild makes it: its
        // import() gives only a `default`, which a re-export would not keep.
        const library = resolved.path.includes('/node_modules/');
        if (library ? !(await isEsModule(resolved.path)) : !resolved.path.startsWith(root)) return resolved;
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async ({ path }) => {
        const target = JSON.stringify(path);
        const hasDefault = /\bexport\s+default\b/.test(await readFile(path, 'utf8'));
        const lines = [`import ${JSON.stringify(`./${shell}`)};`, `export * from ${target};`];
        if (hasDefault) lines.push(`export { default } from ${target};`);
        return { contents: lines.join('\n'), resolveDir: root, loader: 'js', watchFiles: [path] };
      });
    },
  };
}

/** Whether a package's file is an ES module (an import or export statement of its own at the start of a line). */
async function isEsModule(path) {
  return /^(?:import|export)\b/m.test(await readFile(path, 'utf8'));
}

/** The source path (relative to the root) of a chunk's entry point, as the build manifest keys it. */
export function viewSource(root, entryPoint) {
  return entryPoint.startsWith(`${NAMESPACE}:`) ? relative(root, entryPoint.slice(NAMESPACE.length + 1)) : entryPoint;
}
