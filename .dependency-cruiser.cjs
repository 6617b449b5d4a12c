/** Import boundaries (docs/architecture.md). `npm run deps:validate` fails on any violation. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'src/common/domain holds isomorphic rules: no Node, no React, no server code, no I/O',
      severity: 'error',
      from: { path: '^src/common/domain/' },
      to: { pathNot: ['^src/common/domain/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-stays-in-the-browser',
      comment: 'client/ may use src/common/domain only',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: ['^src/modules/', '^src/render/', '^src/sandbox/', '^src/common/server/', '^config/'] },
    },
    {
      name: 'production-never-imports-sandboxes',
      comment: 'only main.ts (demo and test modes) starts sandboxes',
      severity: 'error',
      from: { path: '^(src|config)/', pathNot: ['^src/sandbox/', '^src/main\\.ts$'] },
      to: { path: '^src/sandbox/' },
    },
    {
      name: 'modules-use-each-others-public-face',
      comment: 'a module may use another module only through its module, service, port, tokens, errors or decorator files',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '\\.(module|service|port|tokens|errors|decorator)\\.ts$'] },
    },
    {
      name: 'no-barrels-in-features',
      severity: 'error',
      from: {},
      to: { path: '^(src/modules|client/features)/.+/index\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: ['\\.spec\\.tsx?$', '\\.e2e-spec\\.ts$', '\\.browser-spec\\.ts$'] },
  },
};
