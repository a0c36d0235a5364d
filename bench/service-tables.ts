/**
 * Table-engine benchmark: builds a 1,000,000-respondent survey and times frequency and cross
 * tables, with and without filters, pooled over all countries (the largest scan: one year)
 * and for one country. Prints a readable summary, then one JSON line for `npm run bench`.
 *
 *   npx tsx bench/service-tables.ts [respondents]
 */
import { readParams } from '../src/api/endpoint-params'
import { ENDPOINTS } from '../src/api/endpoints'
import { resolveTableRequest, type TableQueryParams } from '../server/service/survey/table-request'
import { tableResponse } from '../server/service/survey/table-response'
import { computeTable } from '../server/service/survey/tables'
import { createSurvey } from '../server/service/survey/survey'

const RESPONDENTS = Number(process.argv[2] ?? 1_000_000)
const RUNS = 60
const now = new Date('2026-06-15T12:00:00Z')

const built = performance.now()
const survey = createSurvey({ now, respondents: RESPONDENTS })
const buildMs = performance.now() - built

const filters = 'v0001_demo_gender#1,v0016_demo_income#4,v0016_demo_income#5'
const cases: Record<string, string> = {
  frequency: 'rows=v0103_stream_services',
  frequencyFiltered: `rows=v0103_stream_services&filters=${filters}`,
  cross: 'rows=v0103_stream_services&columns=v0013g_demo_generation',
  crossFiltered: `rows=v0103_stream_services&columns=v0013g_demo_generation&filters=${filters}`,
  crossMultiByMulti: 'rows=v0111_social_platforms&columns=v0181_tech_devices',
  crossOneCountry: 'rows=v0103_stream_services&columns=v0013g_demo_generation&country=USA',
}

/** A case's query as the data endpoint would read it. */
function tableRequest(query: string) {
  const read = readParams(ENDPOINTS.dataTable, new URLSearchParams(query), { unknown: 'ignore' })
  if (!read.ok) throw new Error(read.message)
  return resolveTableRequest(survey, read.values as unknown as TableQueryParams, now)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0
}

const results: Record<string, { medianMs: number; p95Ms: number; scanned: number }> = {}
for (const [name, query] of Object.entries(cases)) {
  const req = tableRequest(query)
  const times: number[] = []
  for (let i = 0; i < RUNS + 5; i++) {
    const t = performance.now()
    tableResponse(survey, req, computeTable(survey, req.query))
    if (i >= 5) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const n = survey.countries.length
  const first = req.query.yearIndex * n + (req.query.countryIndex ?? 0)
  const last = req.query.countryIndex === undefined ? first + n : first + 1
  results[name] = {
    medianMs: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    scanned: (survey.blockStart[last] ?? 0) - (survey.blockStart[first] ?? 0),
  }
}

// The API scans one year; this engine-level case covers every respondent (all six waves).
{
  const req = tableRequest(cases.crossFiltered ?? '')
  const times: number[] = []
  for (let i = 0; i < 25; i++) {
    const t = performance.now()
    for (let y = 0; y < survey.years.length; y++)
      computeTable(survey, { ...req.query, yearIndex: y })
    if (i >= 5) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  results['crossFilteredAllYears'] = {
    medianMs: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    scanned: survey.respondents,
  }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000
}

console.log(
  `survey: ${RESPONDENTS.toLocaleString('en-US')} respondents built in ${buildMs.toFixed(0)} ms`,
)
for (const [name, r] of Object.entries(results))
  console.log(
    `${name.padEnd(20)} median ${r.medianMs.toFixed(2)} ms  p95 ${r.p95Ms.toFixed(2)} ms  (${r.scanned.toLocaleString('en-US')} respondents scanned)`,
  )
console.log(
  JSON.stringify({
    bench: 'service-tables',
    respondents: RESPONDENTS,
    buildMs: round(buildMs),
    tables: results,
  }),
)
