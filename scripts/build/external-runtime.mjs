// esbuild plugin for the islands loader's own build (decision 0013): the loader is built alone, without code
// splitting, so it arrives as one file; its `import()` of the islands runtime becomes an import of the runtime's
// built file (the islands build's entry), left as it is. Built together with the runtime, the loader shared the
// island contract and esbuild's helpers with it through a 1 KB chunk that every visitor's page fetched one round trip
// after the loader (issue 12 part 6), though no island had started.
/** @type {(importer: string, specifier: string, builtPath: string) => import('esbuild').Plugin} */
export function externalRuntime(importer, specifier, builtPath) {
  return {
    name: 'external-runtime',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import' || args.path !== specifier || !args.importer.endsWith(importer))
          return undefined;
        return { path: builtPath, external: true };
      });
    },
  };
}
