/**
 * The architecture's import direction, checked on every lint:
 * features never import each other, src/ never imports server/, and no cycles anywhere.
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
        'server/ may reuse the zod schemas to check its own responses, nothing else of src/.',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/api/(schemas|zod)' },
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
