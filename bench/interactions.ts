/**
 * Figure 4, interaction latency in Chromium (Event Timing: input to next paint, plus long
 * tasks): typing a query, changing a facet, opening the next page, adding a column to a 30 x 12
 * cross table, switching chart type. Also the requests sent while typing a 20-character query
 * and the time to page 2 (served from the prefetch or not). Desktop viewport, no CPU throttling:
 * the machine's own speed. Rounds repeat every scenario; medians are reported.
 *
 *   run through `npm run bench` (needs BENCH_APP_URL); BENCH_INTERACTION_RUNS overrides 3
 */
import { launchChromium } from './lib/browser'
import { benchTarget } from './lib/env'
import { changeFacet, nextPage, typeQuery } from './lib/explorer-scenarios'
import type { Measured } from './lib/interaction-result'
import { ms, printResult, type SummaryRow } from './lib/result'
import { surveyInteractions } from './lib/survey-scenarios'
import { median, round } from './stats'

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 3)
const EVENT_GOAL_MS = 100
const LONG_TASK_GOAL_MS = 200
const { appUrl } = benchTarget()

const NAMES = {
  typing: 'typing a query (/studies)',
  facet: 'changing a facet (sort)',
  nextPage: 'opening the next page',
  addColumn: 'adding a column (30 x 12)',
  chartType: 'switching chart type',
} as const
type Name = keyof typeof NAMES

const samples: Record<Name, Measured[]> = {
  typing: [],
  facet: [],
  nextPage: [],
  addColumn: [],
  chartType: [],
}
const searchRequests: number[] = []
const page2: { timeToPage2Ms: number; prefetched: boolean; page2Requests: number }[] = []
const tableMs: number[] = []

const browser = await launchChromium()
for (let run = 0; run < RUNS; run++) {
  const typed = await typeQuery(browser, appUrl)
  samples.typing.push(typed)
  searchRequests.push(typed.searchRequests)
  samples.facet.push(await changeFacet(browser, appUrl))
  const next = await nextPage(browser, appUrl)
  samples.nextPage.push(next)
  page2.push(next)
  const survey = await surveyInteractions(browser, appUrl)
  samples.addColumn.push(survey.addColumn)
  samples.chartType.push(survey.chartType)
  tableMs.push(survey.addColumn.timeToTableMs)
  console.log(
    `run ${run + 1}: ` +
      (Object.keys(NAMES) as Name[])
        .map((n) => `${n} ${Math.round(samples[n].at(-1)!.worstEventMs)} ms`)
        .join(', '),
  )
}
await browser.close()

function aggregate(runs: Measured[]) {
  const longTasks = runs.flatMap((r) => r.longTasksMs)
  return {
    worstEventMs: median(runs.map((r) => r.worstEventMs)),
    worstEventPerRunMs: runs.map((r) => r.worstEventMs),
    worstEventNames: [...new Set(runs.map((r) => r.worstEvent))],
    worstAnyEventPerRunMs: runs.map((r) => r.worstAnyEventMs),
    // The longest task of each run, then their median: one burst of load from elsewhere on the
    // machine does not decide the figure, but every task is listed.
    longestTaskMs: median(runs.map((r) => Math.max(0, ...r.longTasksMs))),
    longTasksMs: longTasks,
    longTasksOver200Ms: longTasks.filter((t) => t > LONG_TASK_GOAL_MS),
  }
}

const interactions = {} as Record<Name, ReturnType<typeof aggregate>>
for (const name of Object.keys(NAMES) as Name[]) interactions[name] = aggregate(samples[name])

const typedRequests = median(searchRequests)
const timeToPage2 = median(page2.map((p) => p.timeToPage2Ms))
const fromPrefetch = page2.every((p) => p.prefetched && p.page2Requests === 0)
for (const [name, r] of Object.entries(interactions))
  console.log(
    `${NAMES[name as Name].padEnd(30)} worst event ${Math.round(r.worstEventMs)} ms (runs ${r.worstEventPerRunMs.map(Math.round).join(' / ')}), longest task ${r.longestTaskMs} ms, tasks > 200 ms: ${r.longTasksOver200Ms.join(', ') || 'none'}`,
  )

const summary: SummaryRow[] = [
  ...(Object.keys(NAMES) as Name[]).flatMap((name): SummaryRow[] => {
    const r = interactions[name]
    // Opening the next page is judged run by run (issue 16: under 100 ms in every run); the
    // other interactions by their median.
    const everyRun = name === 'nextPage'
    const runs = r.worstEventPerRunMs
    // No run at all is no pass (NaN fails the comparison below).
    const judged = everyRun ? (runs.length ? Math.max(...runs) : Number.NaN) : r.worstEventMs
    const shown = (value: number) => (value === 0 ? '< 16 ms' : ms(value))
    return [
      {
        figure: `${NAMES[name]}: worst event${everyRun ? ', each run' : ''}`,
        value: everyRun ? runs.map(shown).join(' / ') : shown(r.worstEventMs),
        goal: `< ${EVENT_GOAL_MS} ms`,
        pass: judged < EVENT_GOAL_MS,
      },
      {
        figure: `${NAMES[name]}: longest task`,
        value: `${r.longestTaskMs === 0 ? 'none ≥ 50 ms' : ms(r.longestTaskMs)} (${r.longTasksOver200Ms.length} > 200 ms in ${RUNS} runs)`,
        goal: `≤ ${LONG_TASK_GOAL_MS} ms`,
        pass: r.longestTaskMs <= LONG_TASK_GOAL_MS,
      },
    ]
  }),
  {
    figure: 'requests while typing 20 characters',
    value: String(typedRequests),
    goal: '≤ 2',
    pass: typedRequests <= 2,
  },
  {
    figure: 'time to page 2 (click to rendered)',
    value: `${ms(timeToPage2)}${fromPrefetch ? ', from prefetch' : ', NOT from prefetch'}`,
    goal: 'from prefetch',
    pass: fromPrefetch,
  },
  { figure: 'time to 30 x 12 table (click to rendered)', value: ms(median(tableMs)), goal: '' },
]

printResult(
  'interactions',
  {
    runs: RUNS,
    interactions,
    requestsWhileTyping: { median: typedRequests, perRun: searchRequests },
    page2: page2.map((p) => ({ ...p, timeToPage2Ms: round(p.timeToPage2Ms, 1) })),
    timeToCrossTableMs: tableMs.map((t) => round(t, 1)),
  },
  summary,
)
