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

const MESSAGE_MODULE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index\.js$)[^\\/]+\.js$/
const EXPORTED_WRAPPER =
  /export const (\w+) = [^\n]*\n[^\n]*experimentalStaticLocale[\s\S]*?\n\}\);?/

/**
 * In a build of one language, each compiled message becomes that language's function itself.
 * Paraglide exports a wrapper that picks the language at each call (`(inputs, options = {}) =>
 * …`); with the language fixed at build time the pick folds away, but the minifier keeps a
 * wrapper per message that only forwards to the language's function, a few hundred of them on
 * every first load. The language's function is what the wrapper would return for every call.
 */
export function i18nStaticMessages(locale: string): Plugin {
  return {
    name: 'dds-i18n-static-messages',
    apply: 'build',
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id)) return null
      const wrapper = EXPORTED_WRAPPER.exec(code)
      if (!wrapper)
        throw new Error(`${id}: the compiled message's shape changed (no wrapper found)`)
      const key = wrapper[1]
      const own = `${locale}_${key}`
      if (!code.includes(`const ${own} =`))
        throw new Error(`${id}: no ${locale} function for ${key}`)
      return { code: code.replace(wrapper[0], `export const ${key} = ${own};`), map: null }
    },
  }
}
