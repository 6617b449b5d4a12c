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
      name: 'page-model-is-plain-typescript',
      comment:
        'src/page-model (decision 0015) is plain TypeScript for the server render and the browser alike: it imports only ' +
        'itself, src/common/domain and plain libraries; a block view (<name>.view.tsx) is the one React file it holds',
      severity: 'error',
      from: { path: '^src/page-model/', pathNot: '\\.view\\.tsx$' },
      to: {
        path: [
          '^client/',
          '^src/(render|modules|sandbox|common/server)/',
          '^config/',
          '\\.tsx$',
          'node_modules/(react|react-dom|mobx|mobx-react-lite|react-router|react-router-dom|@nestjs/[^/]+)/',
        ],
      },
    },
    {
      name: 'page-model-views-are-block-views',
      comment: 'the only React files in src/page-model are block views, src/page-model/blocks/<name>/<name>.view.tsx',
      severity: 'error',
      from: {},
      to: { path: '^src/page-model/.+\\.tsx$', pathNot: '^src/page-model/blocks/([^/]+)/\\1\\.view\\.tsx$' },
    },
    {
      name: 'client-stays-in-the-browser',
      comment: 'client/ and the block views use src/page-model and src/common/domain, never the server',
      severity: 'error',
      from: { path: ['^client/', '^src/page-model/.+\\.view\\.tsx$'] },
      to: {
        path: ['^src/modules/', '^src/render/', '^src/sandbox/', '^src/common/server/', '^config/', 'node_modules/@nestjs/[^/]+/'],
      },
    },
    {
      name: 'render-uses-the-clients-server-face',
      comment:
        'src/render renders the page model with the browser code it takes from client/server-render.ts, and nothing else of client/',
      severity: 'error',
      from: { path: '^src/render/' },
      to: { path: '^client/', pathNot: '^client/server-render\\.ts$' },
    },
    {
      name: 'block-views-load-through-the-view-registry',
      comment:
        'a block view is reached through the generated view registry (client/blocks/block-views.generated.ts), ' +
        'or by another view that shows it inside itself',
      severity: 'error',
      from: { pathNot: ['^client/blocks/', '\\.view\\.tsx$', '^client/app/page-view\\.tsx$'] },
      to: { path: '^src/page-model/blocks/[^/]+/[^/]+\\.view\\.tsx$' },
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
