/**
 * The architecture's import direction, checked on every lint:
 * features never import each other, src/ never imports server/, the browser's code never
 * imports the server renderer, and no cycles anywhere.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make modules impossible to reason about and to split.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-never-imports-server',
      severity: 'error',
      comment:
        'server/ holds the API key and Node-only code; the browser bundle must not reach it.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'features-are-independent',
      severity: 'error',
      comment: 'A feature may use api/, components/ and lib/, never another feature.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-layers-stay-below-features',
      severity: 'error',
      comment: 'api/, components/ and lib/ are used by features and routes, never the other way.',
      from: { path: '^src/(api|components|lib)/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'server-only-imports-src-api-schemas',
      severity: 'error',
      comment:
        'server/ may reuse the zod schemas to check its own responses and the endpoint list, ' +
        'and the reader-language choice it writes into <html lang>, nothing else of src/ ' +
        '(it loads the built first-view renderer from disk; only its tests import the source).',
      from: { path: '^server/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/',
        pathNot:
          '^src/(api/(schemas|zod|endpoints|endpoint-params|json-text|date-param|survey-ids|uuid|app-headers)|lib/i18n/reader-locale)',
      },
    },
    {
      name: 'server-tests-import-only-the-renderer',
      severity: 'error',
      comment: 'A server test may render first views from source, nothing else of the app.',
      from: { path: '^server/.*\\.test\\.ts$' },
      to: {
        path: '^src/',
        pathNot: '^src/(api/(schemas|zod|endpoints)|server-render/entry-server)',
      },
    },
    {
      name: 'embedded-service-stands-alone',
      severity: 'error',
      comment:
        "server/service/ implements the provider's interface; it knows the production server " +
        'only as a client over HTTP.',
      from: { path: '^server/service/' },
      to: { path: '^server/(pipeline|store)/' },
    },
    {
      name: 'store-below-everything',
      severity: 'error',
      comment: 'server/store/ is shared state behind one interface: it knows no pipeline stage.',
      from: { path: '^server/store/' },
      to: { path: '^server/(pipeline|service)/' },
    },
    {
      name: 'pipeline-starts-the-service-in-one-place',
      severity: 'error',
      comment:
        'The production pipeline talks to the embedded service over HTTP like to the real one; ' +
        'only upstream.ts starts it (and tests may call it).',
      from: {
        path: '^server/pipeline/',
        pathNot: '^server/pipeline/proxy/upstream\\.ts$|\\.test\\.ts$',
      },
      to: { path: '^server/service/' },
    },
    {
      name: 'browser-code-never-imports-the-server-renderer',
      severity: 'error',
      comment: 'src/server-render/ runs in Node (parse5, react-dom/server): not for the bundle.',
      from: { path: '^src/', pathNot: '^src/server-render/' },
      to: { path: '^src/server-render/' },
    },
    {
      name: 'survey-analysis-stays-pure',
      severity: 'error',
      comment:
        "The survey's table model and statistics (model/, stats/) are plain functions over data: " +
        'no React, no chart library, no view, panel, export or hook (the address readers are plain ' +
        'functions too), so they run anywhere and are tested in Node. Types may come from anywhere (they vanish in the build).',
      from: { path: '^src/features/survey/(model|stats)/', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: [
          'node_modules/(react|react-dom|recharts|@tanstack/react-[a-z-]+)/',
          '\\.tsx$',
          '^src/features/survey/(?!model/|stats/|address/(?!use-)[^/]+\\.ts$)',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
