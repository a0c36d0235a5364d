/**
 * Figure 1, bundle: gzip size (zlib level 9) of the JavaScript each route loads first, and of
 * the whole app. A route's first load is every script Chromium fetched until the page settled
 * (entry, modulepreloads and the route's lazy chunks; the app running, then no new script for a
 * second), so nothing is guessed from the manifest. Each route is loaded in both interface
 * languages: each is a build of its own (vite.config.ts), a German browser gets the German one.
 * Also flags recharts code in any chunk a page that does not chart loads.
 *
 *   run through `npm run bench` (needs BENCH_APP_URL and BENCH_DIST_DIR)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium } from './lib/browser'
import { benchTarget } from './lib/env'
import { kib, printResult, type SummaryRow } from './lib/result'

const GOAL_BYTES = 120 * 1024
/** Issue 32's goal for the survey builder's first load. */
const SURVEY_GOAL_BYTES = 150 * 1024
// A class-name literal only recharts' own components carry, which survives minification.
const RECHARTS_MARKER = /[`'"]recharts-[a-z]/
// The content pages' chunks (vite.config.ts): a page that is not one must not load them.
const CONTENT_CHUNK = /(^|\/)explorer(-page)?-[\w-]+\.js$/
// The survey's first view (scripts/survey-chunks.ts): only /survey loads it at once.
const SURVEY_CHUNK = /(^|\/)survey-[\w-]{8}\.js$/

const ROUTES: { path: string; content: boolean; charts: boolean }[] = [
  { path: '/', content: true, charts: false },
  { path: '/statistics?q=energy', content: true, charts: false },
  { path: '/studies?q=energy', content: true, charts: false },
  { path: '/market-insights?q=energy', content: true, charts: false },
  { path: '/infographics?q=energy', content: true, charts: false },
  { path: '/indicators?q=electric%20cars', content: true, charts: false },
  { path: '/research', content: false, charts: false },
  { path: '/collections', content: false, charts: false },
  {
    path: '/survey?rows=v0103_stream_services&columns=v0013g_demo_generation',
    content: false,
    charts: true,
  },
]

const { appUrl, distDir } = benchTarget()
const assets = path.join(distDir, 'assets')
const gzipped = new Map<string, number>()
const hasRecharts = new Map<string, boolean>()
// Keyed by the path under assets/ ("de/x.js" for the German build's scripts).
for (const entry of readdirSync(assets, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue
  const full = path.join(entry.parentPath, entry.name)
  const file = path.relative(assets, full).split(path.sep).join('/')
  const content = readFileSync(full)
  gzipped.set(file, gzipSync(content, { level: 9 }).length)
  hasRecharts.set(file, RECHARTS_MARKER.test(content.toString('utf8')))
}
const jsFiles = [...gzipped.keys()].filter((f) => f.endsWith('.js'))
const sum = (files: string[]) => files.reduce((total, f) => total + (gzipped.get(f) ?? 0), 0)

/** The interface languages, each with the browser language that gets it and its build's shell. */
const LANGUAGES = [
  { locale: 'en', acceptLanguage: 'en-GB', shell: 'index.html' },
  { locale: 'de', acceptLanguage: 'de-DE', shell: 'index.de.html' },
] as const
type Measured = Record<string, { gzipBytes: number; chunks: string[]; recharts: string[] }>

const browser = await launchChromium()
const byLanguage: Record<string, Measured> = {}
for (const language of LANGUAGES) {
  // What the shell itself names: the entry and its modulepreloads, loaded by every route.
  const html = readFileSync(path.join(distDir, language.shell), 'utf8')
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!)
  const routes: Measured = {}
  for (const route of ROUTES) {
    const context = await browser.newContext({ locale: language.acceptLanguage })
    const page = await context.newPage()
    const scripts = new Set<string>(initial)
    page.on('response', (res) => {
      const { pathname } = new URL(res.url())
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
        scripts.add(pathname.slice('/assets/'.length))
    })
    await page.goto(appUrl + route.path, { waitUntil: 'networkidle' })
    // A written page starts the app only after its first paint, and the app then loads the
    // route's own chunks: the network can be idle in between. Settled means the app is running
    // and no script has arrived for a second.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 })
    for (let seen = -1; seen !== scripts.size;) {
      seen = scripts.size
      await page.waitForTimeout(1_000)
    }
    const lang = await page.locator('html').getAttribute('lang')
    if (lang !== language.locale)
      throw new Error(`${route.path} came in ${lang} for a browser asking for ${language.locale}`)
    await context.close()
    const chunks = [...scripts].sort()
    routes[route.path] = {
      gzipBytes: sum(chunks),
      chunks,
      recharts: chunks.filter((c) => hasRecharts.get(c)),
    }
  }
  byLanguage[language.locale] = routes
}
await browser.close()
const routes = byLanguage.en!
const germanRoutes = byLanguage.de!

const contentRoutes = ROUTES.filter((r) => r.content).map((r) => r.path)
const largestContent = Math.max(
  ...contentRoutes.flatMap((p) => [routes[p]!.gzipBytes, germanRoutes[p]!.gzipBytes]),
)
const rechartsLeaks = ROUTES.filter(
  (r) =>
    !r.charts && (routes[r.path]!.recharts.length > 0 || germanRoutes[r.path]!.recharts.length > 0),
)
const contentChunkLeaks = ROUTES.filter(
  (r) =>
    !r.content &&
    [...routes[r.path]!.chunks, ...germanRoutes[r.path]!.chunks].some((c) => CONTENT_CHUNK.test(c)),
)
const surveyChunkLeaks = ROUTES.filter(
  (r) =>
    !r.path.startsWith('/survey') &&
    [...routes[r.path]!.chunks, ...germanRoutes[r.path]!.chunks].some((c) => SURVEY_CHUNK.test(c)),
)
const englishJs = jsFiles.filter((f) => !f.includes('/'))
const result = {
  goalBytes: GOAL_BYTES,
  wholeAppJsGzipBytes: sum(englishJs),
  wholeGermanAppJsGzipBytes: sum(jsFiles.filter((f) => f.startsWith('de/'))),
  // The English build's: each language's build has the same stylesheet.
  cssGzipBytes: sum([...gzipped.keys()].filter((f) => f.endsWith('.css') && !f.includes('/'))),
  largestContentPageGzipBytes: largestContent,
  rechartsOnNonChartPages: rechartsLeaks.map((r) => r.path),
  contentChunksOnOtherPages: contentChunkLeaks.map((r) => r.path),
  surveyChunkOnOtherPages: surveyChunkLeaks.map((r) => r.path),
  chunkGzipBytes: Object.fromEntries(jsFiles.map((f) => [f, gzipped.get(f)])),
  routes,
  germanRoutes,
}

for (const [locale, measured] of Object.entries(byLanguage))
  for (const [route, r] of Object.entries(measured))
    console.log(
      `${locale} ${route.padEnd(72)} ${kib(r.gzipBytes).padStart(10)}  ${r.chunks.length} chunks`,
    )
console.log(
  `whole app JavaScript: ${kib(result.wholeAppJsGzipBytes)} gzip (German build ${kib(result.wholeGermanAppJsGzipBytes)})`,
)

/** Goal of a route's first load, if it has one. */
const goalOf = (r: (typeof ROUTES)[number]): number | undefined =>
  r.content ? GOAL_BYTES : r.path.startsWith('/survey') ? SURVEY_GOAL_BYTES : undefined

const summary: SummaryRow[] = [
  ...ROUTES.map((r) => {
    const goal = goalOf(r)
    const larger = Math.max(routes[r.path]!.gzipBytes, germanRoutes[r.path]!.gzipBytes)
    return {
      figure: `JS first load ${r.path.split('?')[0]} (gzip, English / German)`,
      value: `${kib(routes[r.path]!.gzipBytes)} / ${kib(germanRoutes[r.path]!.gzipBytes)}`,
      goal: goal ? `≤ ${goal / 1024} KiB` : '',
      pass: goal ? larger <= goal : undefined,
    }
  }),
  { figure: 'JS whole app (gzip)', value: kib(result.wholeAppJsGzipBytes), goal: '' },
  {
    figure: 'recharts in a non-chart page',
    value: rechartsLeaks.length === 0 ? 'none' : rechartsLeaks.map((r) => r.path).join(' '),
    goal: 'none',
    pass: rechartsLeaks.length === 0,
  },
  {
    figure: "the content pages' chunks in another page",
    value: contentChunkLeaks.length === 0 ? 'none' : contentChunkLeaks.map((r) => r.path).join(' '),
    goal: 'none',
    pass: contentChunkLeaks.length === 0,
  },
  {
    figure: "the survey's chunk in another page",
    value: surveyChunkLeaks.length === 0 ? 'none' : surveyChunkLeaks.map((r) => r.path).join(' '),
    goal: 'none',
    pass: surveyChunkLeaks.length === 0,
  },
]
printResult('bundle', result, summary)
