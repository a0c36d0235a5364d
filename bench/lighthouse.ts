/**
 * Figure 2, page load: Lighthouse (default config = mobile preset, simulated throttling) on three
 * pages, each run in a fresh Chromium; rounds interleave the pages so a burst of load on the
 * machine hits all of them alike. Reports the median score per category.
 *
 *   run through `npm run bench` (needs BENCH_APP_URL); BENCH_LIGHTHOUSE_RUNS overrides 3 rounds
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/browser'
import { benchTarget } from './lib/env'
import { printResult, type SummaryRow } from './lib/result'
import { median, round } from './stats'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const PAGES = [
  '/',
  '/statistics?q=energy',
  '/survey?rows=v0103_stream_services&columns=v0013g_demo_generation',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
// Issue 32: performance at least 0.97 with total blocking time at most 150 ms on each page.
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 0.97,
  accessibility: 1,
  'best-practices': 1,
}
const TBT_GOAL_MS = 150
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>
  runWarnings?: string[]
}

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')
const run = promisify(execFile)
const { appUrl } = benchTarget()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dds-lighthouse-'))

// Lighthouse sometimes loses its own trace on a busy machine ("Please run Lighthouse again",
// e.g. NO_NAVSTART); such a run is repeated once instead of sinking the whole benchmark.
async function lighthouse(url: string, file: string): Promise<LighthouseReport> {
  try {
    return await lighthouseOnce(url, file)
  } catch (err) {
    if (!/run Lighthouse again/i.test(String((err as { stderr?: string }).stderr ?? err))) throw err
    console.log(`Lighthouse lost its trace on ${url}; running it again`)
    return lighthouseOnce(url, file)
  }
}

async function lighthouseOnce(url: string, file: string): Promise<LighthouseReport> {
  await run(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 120_000 },
  )
  return JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport
}

const reports: Record<string, LighthouseReport[]> = Object.fromEntries(PAGES.map((p) => [p, []]))
// A loaded machine slows Lighthouse down: a round that would overrun the time left in the
// 10-minute budget of `npm run bench` is skipped, and the report says how many rounds ran.
const BUDGET_MS = 280_000
const began = performance.now()
let rounds = 0
for (let round = 0; round < RUNS; round++) {
  const elapsed = performance.now() - began
  if (round > 0 && elapsed + elapsed / round > BUDGET_MS) {
    console.log(`time budget reached: ${round} of ${RUNS} rounds ran`)
    break
  }
  rounds++
  for (const [index, page] of PAGES.entries()) {
    const started = performance.now()
    const report = await lighthouse(appUrl + page, path.join(tmp, `${round}-${index}.json`))
    reports[page]!.push(report)
    const scores = CATEGORIES.map((c) => `${c} ${report.categories[c]?.score ?? '–'}`).join(', ')
    console.log(
      `run ${round + 1} ${page}: ${scores} (${Math.round(performance.now() - started)} ms)`,
    )
  }
}
rmSync(tmp, { recursive: true, force: true })

const pages = Object.fromEntries(
  PAGES.map((page) => {
    const runs = reports[page]!
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.categories[c]?.score ?? 0))]),
    )
    const metricsMs = Object.fromEntries(
      METRICS.map((m) => [m, round(median(runs.map((r) => r.audits[m]?.numericValue ?? 0)), 3)]),
    )
    // What Lighthouse itself flags on the median run's page: the failing audits, for engineer D.
    const failing = [
      ...new Set(
        runs.flatMap((r) =>
          Object.entries(r.audits)
            .filter(([, a]) => a.score !== null && a.score < 0.9)
            .map(([id]) => id),
        ),
      ),
    ].sort()
    const warnings = [...new Set(runs.flatMap((r) => r.runWarnings ?? []))]
    return [
      page,
      {
        scores,
        runs: runs.map((r) =>
          Object.fromEntries(CATEGORIES.map((c) => [c, r.categories[c]?.score ?? 0])),
        ),
        metricsMs,
        failing,
        warnings,
      },
    ]
  }),
)

const summary: SummaryRow[] = PAGES.flatMap((page) => [
  ...CATEGORIES.map((c) => {
    const score = pages[page]!.scores[c]!
    return {
      figure: `Lighthouse ${c} ${page.split('?')[0]} (median of ${rounds})`,
      value: score.toFixed(2),
      goal: GOALS[c] === 1 ? '1.00' : `≥ ${GOALS[c].toFixed(2)}`,
      pass: score >= GOALS[c],
    }
  }),
  (() => {
    const tbt = pages[page]!.metricsMs['total-blocking-time']!
    return {
      figure: `Lighthouse total blocking time ${page.split('?')[0]} (median of ${rounds})`,
      value: `${Math.round(tbt)} ms`,
      goal: `≤ ${TBT_GOAL_MS} ms`,
      pass: tbt <= TBT_GOAL_MS,
    }
  })(),
])
printResult('lighthouse', { runs: rounds, formFactor: 'mobile', pages }, summary)
