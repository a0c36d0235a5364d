import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const OWN_RUNTIME = fileURLToPath(new URL('../src/lib/i18n/locale.ts', import.meta.url))

/**
 * Points the compiled messages' `../runtime.js` at src/lib/i18n/locale.ts. Paraglide's runtime
 * holds URL routing and detection strategies the app does not use (about 4 KiB gzip that no
 * bundler can drop, since its getLocale reaches them); the messages need only `getLocale`.
 * Used by the builds and by Vitest, so tests run the messages as the pages do.
 */
export function i18nRuntime(): Plugin {
  return {
    name: 'dds-i18n-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../runtime.js' &&
        importer &&
        /[\\/]src[\\/]paraglide[\\/]messages[\\/]/.test(importer)
      )
        return OWN_RUNTIME
      return null
    },
  }
}
