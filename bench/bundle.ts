/**
 * Figure 1, bundle: gzip size (zlib level 9) of the JavaScript each route loads first, and of
 * the whole app. A route's first load is every script Chromium fetched until the page settled
 * (entry, modulepreloads and the route's lazy chunks; the app running, then no new script for a
 * second), so nothing is guessed from the manifest.
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
// A class-name literal only recharts' own components carry, which survives minification.
const RECHARTS_MARKER = /[`'"]recharts-[a-z]/

const ROUTES: { path: string; content: boolean; charts: boolean }[] = [
  { path: '/', content: true, charts: false },
  { path: '/statistics?q=energy', content: true, charts: false },
  { path: '/studies?q=energy', content: true, charts: false },
  { path: '/market-insights?q=energy', content: true, charts: false },
  { path: '/infographics?q=energy', content: true, charts: false },
  { path: '/indicators?q=electric%20cars', content: true, charts: false },
  { path: '/research', content: false, charts: false },
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
for (const file of readdirSync(assets)) {
  if (!file.endsWith('.js') && !file.endsWith('.css')) continue
  const content = readFileSync(path.join(assets, file))
  gzipped.set(file, gzipSync(content, { level: 9 }).length)
  hasRecharts.set(file, RECHARTS_MARKER.test(content.toString('utf8')))
}
const jsFiles = [...gzipped.keys()].filter((f) => f.endsWith('.js'))
const sum = (files: string[]) => files.reduce((total, f) => total + (gzipped.get(f) ?? 0), 0)

// What index.html itself names: the entry and its modulepreloads, loaded by every route.
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!)

const browser = await launchChromium()
const routes: Record<string, { gzipBytes: number; chunks: string[]; recharts: string[] }> = {}
for (const route of ROUTES) {
  const context = await browser.newContext()
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
  await context.close()
  const chunks = [...scripts].sort()
  routes[route.path] = {
    gzipBytes: sum(chunks),
    chunks,
    recharts: chunks.filter((c) => hasRecharts.get(c)),
  }
}
await browser.close()

const contentRoutes = ROUTES.filter((r) => r.content).map((r) => r.path)
const largestContent = Math.max(...contentRoutes.map((p) => routes[p]!.gzipBytes))
const rechartsLeaks = ROUTES.filter((r) => !r.charts && routes[r.path]!.recharts.length > 0)
const result = {
  goalBytes: GOAL_BYTES,
  wholeAppJsGzipBytes: sum(jsFiles),
  cssGzipBytes: sum([...gzipped.keys()].filter((f) => f.endsWith('.css'))),
  largestContentPageGzipBytes: largestContent,
  rechartsOnNonChartPages: rechartsLeaks.map((r) => r.path),
  chunkGzipBytes: Object.fromEntries(jsFiles.map((f) => [f, gzipped.get(f)])),
  routes,
}

for (const [route, r] of Object.entries(routes))
  console.log(`${route.padEnd(72)} ${kib(r.gzipBytes).padStart(10)}  ${r.chunks.length} chunks`)
console.log(`whole app JavaScript: ${kib(result.wholeAppJsGzipBytes)} gzip`)

const summary: SummaryRow[] = [
  ...ROUTES.map((r) => ({
    figure: `JS first load ${r.path.split('?')[0]} (gzip)`,
    value: kib(routes[r.path]!.gzipBytes),
    goal: r.content ? '≤ 120 KiB' : '',
    pass: r.content ? routes[r.path]!.gzipBytes <= GOAL_BYTES : undefined,
  })),
  { figure: 'JS whole app (gzip)', value: kib(result.wholeAppJsGzipBytes), goal: '' },
  {
    figure: 'recharts in a non-chart page',
    value: rechartsLeaks.length === 0 ? 'none' : rechartsLeaks.map((r) => r.path).join(' '),
    goal: 'none',
    pass: rechartsLeaks.length === 0,
  },
]
printResult('bundle', result, summary)
