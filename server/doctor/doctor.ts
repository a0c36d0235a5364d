import { ENDPOINTS, type Endpoint } from '../../src/api/endpoints'
import { parseJsonExact } from '../../src/api/json-text'
import type { Unreadable } from '../../src/api/schemas/primitives'
import { isUuid } from '../../src/api/uuid'

/**
 * `npm run doctor`: what an operator with a real key wants to know before the team starts: is
 * the key accepted, which package is it, does every answer parse as the app reads it, how much
 * does the package give (page size, full fields), how fast does it answer. Free calls only
 * (the two semantic searches cost nothing) unless `withData` is given; then every endpoint is
 * asked once, after the cost has been named. Every answer is parsed with the app's own schema
 * for it (src/api/endpoints.ts), so "parses" here means "the page shows it".
 */

export type Verdict = 'ok' | 'warn' | 'fail' | 'skip'

export interface Finding {
  /** The endpoint or the subject ("key", "package"). */
  subject: string
  verdict: Verdict
  /** One line saying what was found. */
  detail: string
  ms?: number
  credits?: number
}

export interface DoctorOptions {
  baseUrl: string
  apiKey: string
  /** Spend credits: ask the content lists and the data endpoints too. */
  withData?: boolean
  timeoutMs?: number
  /** Where lines go as they are found (the CLI prints them). */
  onFinding?: (finding: Finding) => void
  /** Said before credits are spent. */
  onCost?: (credits: number, calls: string[]) => void
}

export interface DoctorReport {
  findings: Finding[]
  package: 'advanced' | 'starter' | 'unknown'
  creditsSpent: number
  /** True when something found would break the app. */
  broken: boolean
}

interface Call {
  status: number
  ms: number
  text: string
  failure?: string
}

/** What the data calls cost, named before they are made. */
export function paidPlan(): { credits: number; calls: string[] } {
  const paid = [
    ENDPOINTS.marketInsights,
    ENDPOINTS.studies,
    ENDPOINTS.infographics,
    ENDPOINTS.statistics,
    ENDPOINTS.statisticData,
    ENDPOINTS.indicatorData,
    ENDPOINTS.dataTable,
    ENDPOINTS.reports,
    ENDPOINTS.reportFile,
  ]
  return {
    credits: paid.reduce((sum, e) => sum + e.credits, 0),
    calls: paid.map((e) => `${e.path} (${e.credits})`),
  }
}

export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 20_000
  const findings: Finding[] = []
  let creditsSpent = 0
  const note = (finding: Finding) => {
    findings.push(finding)
    options.onFinding?.(finding)
  }

  const call = async (path: string, query: Record<string, string | number>): Promise<Call> => {
    const url = `${base}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    const started = performance.now()
    try {
      const res = await fetch(url, {
        headers: { 'x-api-key': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      const text = await res.text()
      return { status: res.status, ms: performance.now() - started, text }
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code
      return {
        status: 0,
        ms: performance.now() - started,
        text: '',
        failure:
          err instanceof Error && err.name === 'TimeoutError'
            ? `no answer within ${timeoutMs / 1000} s`
            : (cause ?? String(err)),
      }
    }
  }

  /** Asks `endpoint` and reads its answer as the app does; undefined when it could not. */
  const check = async (
    endpoint: Endpoint,
    query: Record<string, string | number>,
    paid: boolean,
  ): Promise<unknown> => {
    const res = await call(endpoint.path, query)
    const ms = Math.round(res.ms)
    if (res.failure) {
      note({ subject: endpoint.path, verdict: 'fail', detail: `unreachable: ${res.failure}`, ms })
      return undefined
    }
    if (res.status >= 400) {
      note({
        subject: endpoint.path,
        verdict: res.status === 403 ? 'skip' : 'fail',
        detail:
          res.status === 403
            ? 'not in this key’s package (403)'
            : `answered ${res.status}: ${res.text.replace(/\s+/g, ' ').slice(0, 160)}`,
        ms,
      })
      return undefined
    }
    if (paid) creditsSpent += endpoint.credits
    if (endpoint.answer.kind !== 'json') {
      note({
        subject: endpoint.path,
        verdict: 'ok',
        detail: `a file of ${res.text.length} bytes`,
        ms,
        credits: endpoint.credits,
      })
      return undefined
    }
    let json: unknown
    try {
      json = parseJsonExact(res.text)
    } catch {
      note({ subject: endpoint.path, verdict: 'fail', detail: 'the answer is not JSON', ms })
      return undefined
    }
    const read = (await endpoint.answer.schema()).safeParse(json)
    if (!read.success) {
      const issue = read.error.issues[0]
      note({
        subject: endpoint.path,
        verdict: 'fail',
        detail: `the app cannot read this answer (at ${issue?.path.join('.') || 'the top'}: ${issue?.code ?? 'invalid'})`,
        ms,
      })
      return undefined
    }
    const unreadable = notes(read.data)
    note({
      subject: endpoint.path,
      verdict: unreadable ? 'warn' : 'ok',
      detail: unreadable
        ? `parses; ${unreadable.count} of ${unreadable.of} items left out (${unreadable.reasons.join('; ')})`
        : `parses${describeAnswer(read.data)}`,
      ms,
      ...(paid ? { credits: endpoint.credits } : {}),
    })
    return read.data
  }

  // The key and the package, with free calls.
  const probe = await call(ENDPOINTS.consumerInsights.path, { q: 'age', size: 1 })
  let pkg: DoctorReport['package'] = 'unknown'
  if (probe.failure)
    note({
      subject: 'service',
      verdict: 'fail',
      detail: `unreachable at ${base}: ${probe.failure}`,
    })
  else if (probe.status === 401)
    note({
      subject: 'key',
      verdict: 'fail',
      detail: 'refused (401): the key is not known to the service',
    })
  else if (probe.status === 403) {
    // The searches are the advanced package's: a starter key is refused them, a revoked one
    // everything. A list call would tell the two apart, but costs a credit.
    pkg = 'starter'
    note({
      subject: 'key',
      verdict: 'ok',
      detail: 'accepted, but not for the semantic searches (403)',
    })
    note({
      subject: 'package',
      verdict: 'warn',
      detail:
        'starter (or a revoked key): content lists only, pages of at most 20, required fields only; the survey builder, indicators, data and research need the advanced package',
    })
  } else if (probe.status < 400) {
    pkg = 'advanced'
    note({ subject: 'key', verdict: 'ok', detail: 'accepted' })
    note({ subject: 'package', verdict: 'ok', detail: 'advanced: every endpoint' })
  } else note({ subject: 'key', verdict: 'fail', detail: `the probe answered ${probe.status}` })

  if (!findings.some((f) => f.verdict === 'fail')) {
    const questions = await check(ENDPOINTS.consumerInsights, { q: 'age', size: 5 }, false)
    const indicators = await check(ENDPOINTS.indicators, { q: 'revenue', size: 5 }, false)

    if (!options.withData) {
      const plan = paidPlan()
      note({
        subject: 'paid endpoints',
        verdict: 'skip',
        detail: `not asked: --with-data asks each once for about ${plan.credits} credits`,
      })
    } else {
      const plan = paidPlan()
      options.onCost?.(plan.credits, plan.calls)
      // The largest page a starter package gives, asked of one list: the answer shows the cut.
      const studies = await check(ENDPOINTS.studies, { q: 'market', size: 20 }, true)
      reportPackage(studies, note)
      await check(ENDPOINTS.marketInsights, { q: 'market' }, true)
      await check(ENDPOINTS.infographics, { q: 'market' }, true)
      const statistics = await check(ENDPOINTS.statistics, { q: 'market' }, true)
      const statisticId = firstId(statistics)
      if (statisticId) await check(ENDPOINTS.statisticData, { id: statisticId }, true)
      else
        note({
          subject: ENDPOINTS.statisticData.path,
          verdict: 'skip',
          detail: 'no statistic found to ask for',
        })
      const indicatorId = firstIndicator(indicators)
      if (indicatorId) await check(ENDPOINTS.indicatorData, { id: indicatorId }, true)
      else
        note({
          subject: ENDPOINTS.indicatorData.path,
          verdict: 'skip',
          detail: 'no indicator with a UUID found to ask for',
        })
      const question = firstQuestion(questions)
      if (question) await check(ENDPOINTS.dataTable, { rows: question }, true)
      else
        note({
          subject: ENDPOINTS.dataTable.path,
          verdict: 'skip',
          detail: 'no question found to ask for',
        })
      const studyId = firstId(studies) ?? statisticId
      const links = studyId ? await check(ENDPOINTS.reports, { id: studyId }, true) : undefined
      const token = reportToken(links, base)
      if (token) await check(ENDPOINTS.reportFile, { t: token }, true)
      else
        note({
          subject: ENDPOINTS.reportFile.path,
          verdict: 'skip',
          detail: 'no report link names the token download',
        })
    }
  }

  return {
    findings,
    package: pkg,
    creditsSpent,
    broken: findings.some((f) => f.verdict === 'fail'),
  }
}

function notes(data: unknown): Unreadable | undefined {
  if (data === null || typeof data !== 'object') return undefined
  for (const [key, value] of Object.entries(data))
    if (
      key.startsWith('unreadable') &&
      value &&
      typeof value === 'object' &&
      (value as Unreadable).count > 0
    )
      return value as Unreadable
  return undefined
}

function describeAnswer(data: unknown): string {
  if (data === null || typeof data !== 'object') return ''
  const record = data as Record<string, unknown>
  if (Array.isArray(record.items))
    return ` (${record.items.length} items of ${String(record.total_count ?? '?')})`
  if (Array.isArray(record.results)) return ` (${record.results.length} questions)`
  return ''
}

function reportPackage(studies: unknown, note: (f: Finding) => void) {
  const items = (
    studies as { items?: { description?: unknown }[]; total_count?: number } | undefined
  )?.items
  if (!items) return
  const total = (studies as { total_count?: number }).total_count ?? 0
  const cut = items.length < 20 && total > items.length
  const described = items.some((item) => typeof item.description === 'string')
  note({
    subject: 'page size',
    verdict: 'ok',
    detail: cut
      ? `pages are cut to ${items.length} (asked for 20)`
      : `20 per page when asked (${items.length} came)`,
  })
  note({
    subject: 'full fields',
    verdict: described ? 'ok' : 'warn',
    detail: described
      ? 'descriptions are sent'
      : 'no descriptions: cards show titles and facts only',
  })
}

function firstId(list: unknown): string | undefined {
  const items = (list as { items?: { identifier?: unknown }[] } | undefined)?.items
  const id = items?.[0]?.identifier
  return typeof id === 'string' ? id : undefined
}

function firstIndicator(list: unknown): string | undefined {
  const items = (list as { items?: { identifier?: unknown }[] } | undefined)?.items ?? []
  const found = items.find((item) => typeof item.identifier === 'string' && isUuid(item.identifier))
  return found?.identifier as string | undefined
}

function firstQuestion(search: unknown): string | undefined {
  const results = (search as { results?: { question_id?: unknown }[] } | undefined)?.results
  const id = results?.[0]?.question_id
  return typeof id === 'string' ? id : undefined
}

/** The token of a report link that names the service's own download, if any. */
function reportToken(links: unknown, base: string): string | undefined {
  if (!links || typeof links !== 'object') return undefined
  for (const value of Object.values(links)) {
    if (typeof value !== 'string' || !value) continue
    try {
      const url = new URL(value, base)
      const t = url.searchParams.get('t')
      if (url.pathname.endsWith(ENDPOINTS.reportFile.path) && t) return t
    } catch {
      // not an address
    }
  }
  return undefined
}
