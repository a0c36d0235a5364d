import { badRequest, hash, notFound, type StandInRequest } from './model'

/**
 * A small consumer-insights survey: a few questions with the identifier forms the provider
 * allows (`-` and `.` in question IDs, answer codes up to 65535), its question search and its
 * frequency and cross tables. The numbers are made from a hash of what is asked, so the same
 * table is the same on every start, and each series' percentages are of its own base.
 */
interface Question {
  id: string
  indicator: string
  label: string
  type: 'single-pick' | 'multi-pick'
  firstYear: number
  /** Answer codes and labels, in survey order. */
  answers: [number, string][]
}

export const QUESTIONS: readonly Question[] = [
  {
    id: 'v0001_demo_gender',
    indicator: 'Gender',
    label: 'What is your gender?',
    type: 'single-pick',
    firstYear: 2021,
    answers: [
      [1, 'Male'],
      [2, 'Female'],
      [3, 'Diverse'],
    ],
  },
  {
    id: 'v2024.q-12_brand',
    indicator: 'Smartphone brand',
    label: 'Which brand is your main smartphone?',
    type: 'single-pick',
    firstYear: 2024,
    answers: [
      [12000, 'Apple'],
      [12001, 'Samsung'],
      [12002, 'Xiaomi'],
      [65535, 'Other brand'],
    ],
  },
  {
    id: 'v0103_stream-services',
    indicator: 'Video streaming services',
    label: 'Which of these video streaming services have you used in the past 12 months?',
    type: 'multi-pick',
    firstYear: 2021,
    answers: [
      [1, 'Netflix'],
      [2, 'Prime Video'],
      [3, 'Disney+'],
      [10000, 'None of these'],
    ],
  },
  {
    id: 'v0013g_demo_generation',
    indicator: 'Generation',
    label: 'Generation (derived from the year of birth)',
    type: 'single-pick',
    firstYear: 2021,
    answers: [
      [1, 'Gen Z'],
      [2, 'Millennials'],
      [3, 'Gen X'],
      [4, 'Baby boomers'],
    ],
  },
]

export const COUNTRIES: Record<string, string> = {
  USA: 'United States',
  DEU: 'Germany',
  GBR: 'United Kingdom',
}

const SUBSET = 8

const answerId = (q: Question, code: number) => `${q.id}#${code}`

function searchResult(q: Question, lastYear: number, first?: number) {
  const order = new Map(q.answers.map(([code], i) => [code, i + 1]))
  const codes = q.answers.map(([code]) => code)
  const ordered = first === undefined ? codes : [first, ...codes.filter((c) => c !== first)]
  return {
    question_id: q.id,
    indicator: q.indicator,
    label: q.label,
    question_type: q.type,
    metadata: { min_year: q.firstYear, max_year: lastYear },
    answers_subset: ordered.slice(0, SUBSET).map((code) => ({
      answer_id: answerId(q, code),
      label: q.answers.find(([c]) => c === code)?.[1] ?? '',
      order: order.get(code) ?? 0,
      code,
    })),
    total_answers: q.answers.length,
  }
}

/** `q` (1 to 1000 characters) matched against IDs, names, wording and answer labels. */
export function questionSearchAnswer(req: StandInRequest, now: Date): unknown {
  const q = req.query.get('q') ?? ''
  if (q.trim().length < 1 || q.length > 1000) throw badRequest('q must have 1 to 1000 characters')
  const sizeText = req.query.get('size') ?? '10'
  const size = Number(sizeText)
  if (!/^\d+$/.test(sizeText) || size < 1 || size > 25)
    throw badRequest('size must be from 1 to 25')
  const terms = q.toLowerCase().match(/[\p{L}\p{N}#._+-]{2,}/gu) ?? []
  const results = []
  for (const question of QUESTIONS) {
    const own = `${question.id} ${question.indicator} ${question.label}`.toLowerCase()
    const answer = question.answers.find(([code, label]) =>
      terms.some((t) => `${answerId(question, code)} ${label}`.toLowerCase().includes(t)),
    )
    if (terms.some((t) => own.includes(t)) || answer)
      results.push(searchResult(question, now.getUTCFullYear(), answer?.[0]))
  }
  return { results: results.slice(0, size) }
}

/** A question or answer ID of the survey: 404 `unknown question` when it names neither. */
function dimension(id: string): { question: Question; code?: number } {
  const [questionId, codeText, ...rest] = id.split('#')
  const question = QUESTIONS.find((q) => q.id === questionId)
  if (!question || rest.length > 0) throw notFound('unknown question')
  if (codeText === undefined) return { question }
  const code = Number(codeText)
  if (!question.answers.some(([c]) => c === code)) throw notFound('unknown answer')
  return { question, code }
}

function count(...parts: (string | number)[]): number {
  return 40 + (hash(parts.join('|')) % 900)
}

export function dataTableAnswer(req: StandInRequest, now: Date): unknown {
  const { query } = req
  const rowsId = query.get('rows')?.trim() ?? ''
  if (rowsId === '') throw badRequest('rows is required')
  const rows = dimension(rowsId)
  const columnsId = query.get('columns')?.trim() || undefined
  const columns = columnsId ? dimension(columnsId) : undefined
  const filters = (query.get('filters') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
  for (const filter of filters)
    if (dimension(filter).code === undefined) throw badRequest('filters takes answer IDs')
  const country = query.get('country')?.trim().toUpperCase() || undefined
  if (country !== undefined && !/^[A-Z]{3}$/.test(country))
    throw badRequest('country must be 3 letters')
  if (country !== undefined && !COUNTRIES[country]) throw notFound(`no data for ${country}`)
  const yearText = query.get('year') ?? String(now.getUTCFullYear())
  const year = Number(yearText)
  if (!/^\d{4}$/.test(yearText) || year < 1900)
    throw badRequest('year must have 4 digits, from 1900')
  const asked = [rows.question, ...(columns ? [columns.question] : [])]
  if (asked.some((q) => year < q.firstYear || year > now.getUTCFullYear()))
    throw notFound(`no data for ${year}`)

  const rowCodes = rows.code !== undefined ? [rows.code] : rows.question.answers.map(([c]) => c)
  const series = columns
    ? (columns.code !== undefined ? [columns.code] : columns.question.answers.map(([c]) => c)).map(
        (code) => ({
          key: answerId(columns.question, code),
          name: labelOf(columns.question, code),
        }),
      )
    : [{ key: 'total', name: 'Total' }]
  const scale = 1 / (1 + filters.length)
  const data: Record<string, { name: string; percentage: number; respondents: number }[]> = {}
  for (const s of series) {
    const counts = rowCodes.map((code) =>
      Math.round(count(rowsId, code, s.key, country ?? 'all', year, filters.join()) * scale),
    )
    // Multi-pick: respondents may give several answers, so the base is below the sum.
    const sum = counts.reduce((a, b) => a + b, 0)
    const base = rows.question.type === 'multi-pick' ? Math.round(sum * 0.6) : sum
    data[s.name] = rowCodes.map((code, i) => ({
      name: labelOf(rows.question, code),
      percentage: base === 0 ? 0 : Math.round(((counts[i] ?? 0) / base) * 1000) / 10,
      respondents: counts[i] ?? 0,
    }))
  }

  const place = country ? COUNTRIES[country] : 'all surveyed countries'
  const description = columns
    ? `${rows.question.indicator} by ${columns.question.indicator.toLowerCase()}`
    : rows.question.indicator
  const identifier: Record<string, unknown> = { rows: rowsId, survey_id: `gcs-${year}` }
  if (columnsId) identifier.columns = columnsId
  if (filters.length > 0 || req.variant === 'full') identifier.filters = filters
  return {
    identifier,
    title: `${description} in ${place}, ${year}`,
    subject: rows.question.label,
    description: `<p>Survey question: ${rows.question.label}</p>`,
    link: `https://www.statista.com/global-consumer-survey/${encodeURIComponent(rows.question.id)}?year=${year}&utm_source=statista-api`,
    date: String(year),
    sources: ['Statista Consumer Insights'],
    interpretation_hint:
      'Percentages are of the respondents of each series.' +
      (rows.question.type === 'multi-pick' ? ' Multiple answers were possible.' : ''),
    geolocations: (country ? [country] : Object.keys(COUNTRIES)).map((code) => ({
      name: COUNTRIES[code] ?? code,
      code,
    })),
    chart: { description, dataFormat: 'percentage', valueUnit: '%', data },
  }
}

function labelOf(question: Question, code: number): string {
  return question.answers.find(([c]) => c === code)?.[1] ?? `#${code}`
}
