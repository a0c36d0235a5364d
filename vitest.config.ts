import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { i18nRuntime } from './scripts/i18n-runtime'

/**
 * Where each test runs, by file name:
 * - `*.test.ts` runs in Node: pure modules and the server need no DOM, and a jsdom set-up
 *   costs each file about a third of a second. A `.test.ts` that truly needs a DOM says so on
 *   its first line with `// @vitest-environment jsdom`.
 * - `src/**\/*.test.tsx` are component tests: jsdom, with Testing Library's matchers and cleanup.
 *
 * Files share their worker's module cache (`isolate: false`): importing React, the router and
 * the schemas once per worker rather than once per file halves the suite's CPU time. So a test
 * undoes what it changes outside itself: stubbed globals and env are undone after each test
 * here; spies, timers, servers and process.env edits are the test's own to restore.
 */
export default defineConfig({
  plugins: [react(), i18nRuntime()],
  test: {
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
})
