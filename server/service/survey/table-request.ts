import { badParam, notFound } from '../http/problem'
import { clip, single, type Query } from '../http/params'
import type { Dimension, Filter, TableQuery } from './tables'
import type { Question, Survey } from './types'

const QUESTION_ID = /^[A-Za-z0-9_]{1,100}$/
const ANSWER_ID = /^([A-Za-z0-9_]{1,100})#(\d{1,4})$/

export interface TableRequest {
  query: TableQuery
  rowsId: string
  columnsId: string
  filterIds: string[]
  country?: string
  year: number
}

/**
 * Validates the data endpoint's parameters in order: shape errors are 400 naming the
 * parameter; IDs, countries and years the survey does not hold are 404 saying what exists.
 */
export function parseTableRequest(survey: Survey, params: Query, now: Date): TableRequest {
  const rowsRaw = single(params, 'rows')?.trim()
  if (!rowsRaw) throw badParam('rows', "'rows' is required: a question ID or an answer ID.")
  const columnsRaw = single(params, 'columns')?.trim() || undefined
  const filtersRaw = single(params, 'filters')
  const country = parseCountry(single(params, 'country'))
  const year = parseYear(single(params, 'year'), now)

  checkShape('rows', rowsRaw)
  if (columnsRaw) checkShape('columns', columnsRaw)
  const filterIds = parseFilterIds(filtersRaw)

  const rows = dimension(survey, 'rows', rowsRaw)
  const columns = columnsRaw ? dimension(survey, 'columns', columnsRaw) : undefined
  if (columns && columns.question.id === rows.question.id)
    throw badParam('columns', "'columns' must be a different question from 'rows'.")
  const filters = groupFilters(survey, filterIds)

  const asked = [
    rows.question,
    ...(columns ? [columns.question] : []),
    ...filters.map((f) => f.question),
  ]
  const countryIndex =
    country === undefined ? undefined : survey.countries.findIndex((c) => c.code === country)
  if (countryIndex === -1 || (country && !asked.every((q) => q.countries.includes(country))))
    throw notFound(`No survey data for country ${country} ${where(asked)}`, {
      parameter: 'country',
      asked: askedIn(asked),
    })
  const yearIndex = survey.years.indexOf(year)
  if (yearIndex === -1 || !asked.every((q) => q.years.includes(year)))
    throw notFound(`No survey data for ${year} ${where(asked)}`, {
      parameter: 'year',
      asked: askedIn(asked),
    })

  return {
    query: { rows, columns, filters, countryIndex, yearIndex },
    rowsId: rowsRaw,
    columnsId: columnsRaw ?? '',
    filterIds,
    country,
    year,
  }
}

function where(questions: readonly Question[]): string {
  const parts = questions.map(
    (q) => `${q.id} was asked in ${span(q.years)} in ${q.countries.join(', ')}`,
  )
  return `for the questions asked: ${parts.join('; ')}.`
}

/**
 * The same facts as `where`, as data (a problem-document extension): a client can offer
 * exactly the years and countries that hold data instead of parsing the sentence.
 */
function askedIn(questions: readonly Question[]) {
  return questions.map((q) => ({ question_id: q.id, years: q.years, countries: q.countries }))
}

function span(years: readonly number[]): string {
  const first = years[0]
  const last = years[years.length - 1]
  return first === last ? String(first) : `${first}–${last}`
}

function parseCountry(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const v = raw.trim()
  if (!/^[A-Za-z]{3}$/.test(v))
    throw badParam(
      'country',
      `'country' must be exactly 3 letters (ISO 3166-1 alpha-3), got '${clip(v)}'.`,
    )
  return v.toUpperCase()
}

function parseYear(raw: string | undefined, now: Date): number {
  if (raw === undefined || raw.trim() === '') return now.getUTCFullYear()
  const v = raw.trim()
  if (!/^\d{4}$/.test(v) || Number(v) < 1900)
    throw badParam('year', `'year' must be a 4-digit year of at least 1900, got '${clip(v)}'.`)
  return Number(v)
}

function checkShape(param: string, raw: string): void {
  if (!ANSWER_ID.test(raw) && !QUESTION_ID.test(raw))
    throw badParam(
      param,
      `'${param}' must be a question ID or an answer ID (question ID#number), got '${clip(raw)}'.`,
    )
}

function dimension(survey: Survey, param: string, raw: string): Dimension {
  const answer = ANSWER_ID.exec(raw)
  if (!answer) return { question: question(survey, param, raw) }
  return {
    question: question(survey, param, answer[1] ?? ''),
    answer: answerNumber(survey, param, raw),
  }
}

function question(survey: Survey, param: string, id: string): Question {
  const q = survey.byId.get(id)
  if (!q) throw notFound(`Unknown question '${clip(id)}' in '${param}'.`, { parameter: param })
  return q
}

function answerNumber(survey: Survey, param: string, raw: string): number {
  const [, qid = '', num = ''] = ANSWER_ID.exec(raw) ?? []
  const q = question(survey, param, qid)
  const n = Number(num)
  if (n < 1 || n > q.answers.length)
    throw notFound(
      `Unknown answer '${clip(raw)}' in '${param}': ${qid} has answers 1 to ${q.answers.length}.`,
      {
        parameter: param,
      },
    )
  return n
}

function parseFilterIds(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return []
  const ids = raw.split(',').map((s) => s.trim())
  if (ids.length > 100) throw badParam('filters', "'filters' holds at most 100 answer IDs.")
  for (const id of ids) {
    if (!ANSWER_ID.test(id))
      throw badParam(
        'filters',
        id === ''
          ? "'filters' has an empty entry; give comma-separated answer IDs."
          : `'filters' takes answer IDs (question ID#number), not '${clip(id)}'.`,
      )
  }
  return [...new Set(ids)]
}

/** Same question: OR; different questions: AND (one Filter per question). */
function groupFilters(survey: Survey, ids: readonly string[]): Filter[] {
  const byQuestion = new Map<string, Filter>()
  for (const id of ids) {
    const n = answerNumber(survey, 'filters', id)
    const q = question(survey, 'filters', id.slice(0, id.indexOf('#')))
    const f = byQuestion.get(q.id) ?? { question: q, answers: [] }
    f.answers.push(n)
    byQuestion.set(q.id, f)
  }
  return [...byQuestion.values()]
}
