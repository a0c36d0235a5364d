import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin, type Connect, type IndexHtmlTransformContext } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { logAccess } from './server/pipeline/access-log'
import { loadConfig } from './server/pipeline/config'
import { createLogger, type Logger } from './server/pipeline/log'
import { createApiProxy } from './server/pipeline/proxy/proxy'
import { precompress } from './server/pipeline/pages/precompress'
import { resolveUpstream, type Upstream } from './server/pipeline/proxy/upstream'
import { ssrOutDir } from './server/pipeline/pages/first-view-paths'
import { openWorkspaceDatabase } from './server/workspace/database'
import { createRepository } from './server/workspace/repository'
import { createWorkspaceRoutes } from './server/workspace/routes'
import { i18nRuntime, i18nStaticMessages } from './scripts/i18n-runtime'
import { messagesCalledIn, surveyChunkGroups } from './scripts/survey-chunks'
import { BASE_LOCALE, isLocale, type Locale } from './src/lib/i18n/reader-locale'
import { localeAssetsDir, localeShellFile } from './server/pipeline/pages/locale-shells'

/**
 * Mounts the same key-injecting proxy the production server uses on the dev and preview
 * servers. The upstream (possibly the embedded service) starts only when a server starts, so
 * `vite build` never generates data.
 */
function ddsProxy(): Plugin {
  let upstream: Promise<Upstream> | undefined
  const middleware = (): Connect.NextHandleFunction => {
    const config = loadConfig()
    // Readable lines in the terminal, the same fields as the production server's JSON lines.
    const log = createLogger({
      level: config.logLevel,
      format: config.logFormat ?? 'pretty',
      secrets: () => [config.apiKey ?? ''],
    })
    upstream ??= resolveUpstream(config).then((u) => {
      log.info(`DDS Explorer ${u.description}`)
      return u
    })
    const proxy = upstream.then((u) =>
      createApiProxy({ baseUrl: u.baseUrl, apiKey: u.apiKey, log }),
    )
    return (req, res, next) => {
      if (!req.url?.startsWith('/api')) return next()
      logAccess(log, req, res)
      if (req.url.startsWith('/api/workspace')) {
        workspace ??= openDevWorkspace(config, log)
        workspace.then((w) => w.routes.handle(req, res)).catch(next)
        return
      }
      proxy.then((p) => p.handle(req, res, next)).catch(next)
    }
  }
  let workspace: ReturnType<typeof openDevWorkspace> | undefined
  const close = () => {
    void upstream?.then((u) => u.close())
    void workspace?.then((w) => w.close())
  }
  return {
    name: 'dds-proxy',
    configureServer(server) {
      server.middlewares.use(middleware())
      server.httpServer?.once('close', close)
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware())
    },
  }
}

/**
 * Saved work on the dev and preview servers: the same database and routes as the production
 * server, for the one local reader (no sign-in here). Opened on the first request, so a build
 * never opens a database. (Imported statically: the config's module runner is closed by then.)
 */
async function openDevWorkspace(config: ReturnType<typeof loadConfig>, log: Logger) {
  const db = await openWorkspaceDatabase({
    dataDir: config.workspace.dataDir,
    ...(config.workspace.databaseUrl ? { url: config.workspace.databaseUrl } : {}),
  })
  log.info(db.description)
  return {
    routes: createWorkspaceRoutes({ repository: createRepository(db.db), log }),
    close: () => db.close(),
  }
}

// DDS_OUT_DIR lets parallel checkouts of the e2e suite build side by side. The server-render
// bundle goes next to the client build, not inside it: nothing in it is for browsers.
const outDir = process.env.DDS_OUT_DIR ?? 'dist'

/** A build-only step on the finished index.html, with the bundle it links to. */
function builtIndexHtml(
  name: string,
  rewrite: (html: string, bundle: NonNullable<IndexHtmlTransformContext['bundle']>) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? rewrite(html, ctx.bundle) : html),
    },
  }
}

/**
 * Writes the built stylesheet into index.html instead of linking it. Every page, the plain shell
 * as much as a server-written one, paints only once its CSS is in: linked, that is a second
 * round trip before anything shows (and a browser opens only six connections to one origin, so
 * a link listed after the module preloads also waits for a free one). The production server
 * allows exactly this inline style by its hash (server/pipeline/http/security-headers.ts). A stylesheet that
 * could close the element early stays linked.
 */
function inlineStylesheet(): Plugin {
  return builtIndexHtml('dds-inline-stylesheet', (html, bundle) => {
    let out = html
    for (const link of html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? []) {
      const href = /href="\/([^"]+)"/.exec(link)?.[1]
      const asset = href ? bundle[href] : undefined
      if (asset?.type !== 'asset') throw new Error(`no built stylesheet for ${link.trim()}`)
      const css =
        typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
      if (/<\/style/i.test(css)) continue
      if (!out.includes('<title>'))
        throw new Error('index.html has no <title> to put the stylesheet before')
      out = out.replace(link, '').replace('<title>', () => `<style>${css}</style>\n    <title>`)
    }
    return out
  })
}

/**
 * Lists the app's modules (src/start-app.tsx and what it imports) as modulepreloads in the
 * built index.html. The entry imports the app dynamically, which Vite does not preload from the
 * HTML; the plain shell fetches them in parallel with the entry, at low priority (its loading
 * frame paints first, and the app starts a frame later). A server-written page drops these
 * links (server/pipeline/pages/first-view.ts) and fetches the app after it has painted.
 */
function preloadStartApp(): Plugin {
  return builtIndexHtml('dds-preload-start-app', (html, bundle) => {
    const start = Object.values(bundle).find(
      (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith('/src/start-app.tsx'),
    )
    if (!start || start.type !== 'chunk') throw new Error('no chunk for src/start-app.tsx')
    const files = new Set<string>()
    const visit = (fileName: string) => {
      if (files.has(fileName)) return
      files.add(fileName)
      const chunk = bundle[fileName]
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
    }
    visit(start.fileName)
    const links = [...files]
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
  })
}

/**
 * The messages with the collection and citation buttons: those the buttons themselves call (read
 * from their source, `m.cite_…(`, `m.collection_add_…(`), which their lazy panels also use. Left
 * to themselves, each came in a chunk of its own on every content page's first load.
 */
function controlsWords(): RegExp {
  // Every message they call: one left in `explorer` (the button's own label once was) made
  // the survey, which shows these buttons, load the whole content-page chunk for it.
  const called = ['add-to-collection.tsx', 'citation-menu.tsx', 'search-input.tsx'].flatMap(
    (file) => messagesCalledIn(fileURLToPath(new URL(`./src/components/${file}`, import.meta.url))),
  )
  return new RegExp(
    `src[\\\\/]paraglide[\\\\/]messages[\\\\/](${called.join('|') || '(?!)'})\\.js$`,
  )
}
const controlsMessages = controlsWords()

const surveyGroups = surveyChunkGroups(fileURLToPath(new URL('.', import.meta.url)))

/**
 * The interface language of a client build (DDS_BUILD_LOCALE, English unless named). Each
 * language is a build of its own: the compiled messages branch on a build-time locale
 * (`experimentalStaticLocale`, src/lib/i18n/locale.ts), so the bundler drops every other
 * language's text and a page loads the words of one language only. The base language's build
 * is the usual one (index.html, assets/); another's goes into the same folder after it
 * (index.de.html, assets/de/), and the server sends each reader the shell of their language
 * (server/pipeline/pages/locale-shells.ts). Dev servers and the server-render bundle keep the
 * locale per request.
 */
function clientBuildLocale(): Locale {
  const named = process.env.DDS_BUILD_LOCALE
  if (named === undefined || named === '') return BASE_LOCALE
  if (!isLocale(named)) throw new Error(`DDS_BUILD_LOCALE=${named} is not a language of the app`)
  return named
}

/** A non-base language's build: its index.html is written as that language's shell. */
function renameShell(locale: Locale): Plugin {
  return {
    name: 'dds-locale-shell',
    apply: 'build',
    enforce: 'post',
    // After Vite's own step has written the page into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (!html) throw new Error('the build wrote no index.html')
        html.fileName = localeShellFile(locale)
      },
    },
  }
}

export default defineConfig(({ isSsrBuild, command }) => {
  const locale = command === 'build' && !isSsrBuild ? clientBuildLocale() : undefined
  const otherLanguage = locale !== undefined && locale !== BASE_LOCALE
  return {
    define: locale ? { 'import.meta.env.DDS_STATIC_LOCALE': JSON.stringify(locale) } : {},
    // Another language's build goes beside the base one: same folder, kept, public files once.
    ...(otherLanguage ? { publicDir: false as const } : {}),
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      i18nRuntime(),
      ...(locale ? [i18nStaticMessages(locale)] : []),
      react(),
      tailwindcss(),
      ddsProxy(),
      inlineStylesheet(),
      preloadStartApp(),
      precompress(),
      ...(otherLanguage ? [renameShell(locale)] : []),
    ],
    server: { port: 5173, strictPort: false },
    build: {
      target: isSsrBuild ? 'node20' : 'es2022',
      sourcemap: false,
      outDir: isSsrBuild ? ssrOutDir(outDir) : outDir,
      ...(otherLanguage ? { emptyOutDir: false, assetsDir: localeAssetsDir(locale) } : {}),
      // Every browser the build targets but Safari 16 preloads modules itself; there the
      // preloads are skipped and the imports still load them.
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Every page runs on these: one chunk compresses better than the dozen
                    // small ones automatic splitting cuts them into.
                    name: 'framework',
                    // Not what only some pages use: zod's message locale (loaded on a failure,
                    // src/api/zod.ts), mutations (research) and parallel queries (survey).
                    test: (id: string) =>
                      /node_modules[\\/](react|react-dom|scheduler|@tanstack|zod|seroval|use-sync-external-store)[\\/]/.test(
                        id,
                      ) &&
                      !/[\\/]locales[\\/]|[\\/](queriesObserver|useQueries|mutationObserver|useMutation)\.js$/.test(
                        id,
                      ),
                    priority: 20,
                  },
                  {
                    // What the app's root needs on every page (the data path, reading the content
                    // pages' and the survey's addresses, the usage line's schema, formats, the
                    // survey's queries and the schemas content and survey share, the failure
                    // component the router shows, the plural rules): one chunk, not a dozen small
                    // ones. The rest of the content types (registry, schemas, result views) is in
                    // the `explorer` group below, which only the overview's and content pages'
                    // chunks import (contentAddress in src/features/search/search-schema.ts): in
                    // it, the few modules the survey and the app's start use made every page load
                    // the whole of it (10 KiB gzip on /survey, /research and /collections).
                    name: 'start',
                    test: /src[\\/](api[\\/](api-error|endpoints|http|queries|query-limits|query-params|survey-queries|zod)\.ts|api[\\/]schemas[\\/](primitives|shared|usage)\.ts|components[\\/]failure-component\.tsx|features[\\/]search[\\/](date-range|search-schema)\.tsx?|features[\\/]survey[\\/]address[\\/]search-params\.ts|lib[\\/](code-download|format|opened-notices|page-title|safe-url|use-hydrated)\.ts|paraglide[\\/](registry\.js|messages[\\/](failure_(reload|something_wrong|code_not_loaded)|spend_(cancel|credits)|nav_loading)\.js))$/,
                    priority: 10,
                  },
                  {
                    // The buttons and fields the overview, the content pages and the survey show at
                    // first (collection and citation buttons, the search field, safe HTML), as one
                    // chunk: four small ones each paid their own imports and compression. Their
                    // panels load on use.
                    name: 'controls',
                    // With the messages the buttons call (controlsWords).
                    test: (id: string) =>
                      /src[\\/](components[\\/](add-to-collection|add-to-collection-style|citation-menu|safe-html|search-input)\.tsx?|lib[\\/](html-tree|sanitize-html)\.ts)$/.test(
                        id,
                      ) || controlsMessages.test(id),
                    priority: 9,
                    includeDependenciesRecursively: false,
                  },
                  {
                    // What the overview and every content page show at first (the registry, the
                    // result cards, the search bar and their schemas), as one chunk: left to
                    // automatic splitting, the modules that lazy panels also import come in a
                    // chunk of their own, one more request and a worse compression. Only those
                    // pages load it; what one of their actions needs (details, exports, citing)
                    // is not listed and loads when used.
                    name: 'explorer',
                    // With their messages (src/paraglide/messages/, compiled from messages/*.json):
                    // left alone they came in a chunk of their own. Every other part's stay with
                    // the chunks that use them (each is a prefix here): the shell's (nav_,
                    // language_, …), the overview's, sign-in's, the survey builder's (in this
                    // group they made the explorer chunk and the survey's import each other, and
                    // every page failed at start), and those of collections, citations, saving, research, account
                    // pages, the detail panel and the whole-result export (in this group they
                    // were 12 KiB gzip of every content page's first load), and the result list's
                    // own (pager, heading, exports), which the overview does not show. The failure wording
                    // (failure_) is not here either: what every page may say (the failure
                    // component's and a part not loaded) is in `start`, the rest loads with the
                    // first failure (describe-failure.ts); the spend buttons' words are in `start`
                    // too, for the survey and the content pages alike.
                    test: /src[\\/](api[\\/](list-queries|schemas[\\/](content|indicators))\.ts|components[\\/]unreadable-note\.tsx|features[\\/]search[\\/](address-notices|content-registry|date-presets|date-range-control|facet-labels|facet-select|highlight|paging|query-input|query-terms|result-card|result-states|result-view|search-bar|teaser-image|unreadable-words|use-search-update|word-match)\.tsx?|paraglide[\\/](messages[\\/](?!nav_|spend_|pager_|past_end_|results_(heading|updating|package_cut)\.|export_|type_|skip_|footer_|language_|overview_|sign_in_|wait_|match_notice_|collection_|cite_|saved_search_|workspace_write_|survey_|research_|account_|banner_|tabbook_|detail_|results_export_all_|failure_|custom_range_|empty_try_|past_reach_|indicators_first_|sharing_|intro_|no_sort_)\w+\.js))$/,
                    priority: 8,
                    // Their dependencies shared with other pages (the collection and citation
                    // buttons, formats) stay where they are.
                    includeDependenciesRecursively: false,
                  },
                  // What /survey shows for any table, and the survey's later words
                  // (scripts/survey-chunks.ts works both out from the module graph).
                  ...surveyGroups,
                ],
              },
            },
          },
    },
  }
})
