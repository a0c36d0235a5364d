import { answerCodeOf, isAnswerId, questionOf } from '../../../src/api/survey-ids'
import { badParam, clip, notFound } from '../http/problem'
import type { Dimension, Filter, TableQuery } from './tables'
import type { Question, Survey } from './types'

export interface TableRequest {
  query: TableQuery
  rowsId: string
  columnsId: string
  filterIds: string[]
  country?: string
  year: number
}

/**
 * The data endpoint's parameters as the endpoint list reads them (src/api/endpoints.ts,
 * `endpointQuery`: shapes checked, 400 naming the parameter); the IDs, countries and years the
 * survey holds are checked by `resolveTableRequest` (404).
 */
export interface TableQueryParams {
  rows: string
  columns?: string
  filters?: readonly string[]
  country?: string
  year?: number
}

/** Resolves the valid parameters in the survey: what it does not hold is a 404 saying what exists. */
export function resolveTableRequest(
  survey: Survey,
  params: TableQueryParams,
  now: Date,
): TableRequest {
  const { rows: rowsRaw, columns: columnsRaw, country } = params
  const filterIds = [...(params.filters ?? [])]
  if (columnsRaw !== undefined && questionOf(columnsRaw) === questionOf(rowsRaw))
    throw badParam('columns', "'columns' must be a different question from 'rows'.")
  const year = params.year ?? now.getUTCFullYear()
  const rows = dimension(survey, 'rows', rowsRaw)
  const columns = columnsRaw ? dimension(survey, 'columns', columnsRaw) : undefined
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

function dimension(survey: Survey, param: string, raw: string): Dimension {
  if (!isAnswerId(raw)) return { question: question(survey, param, raw) }
  return {
    question: question(survey, param, questionOf(raw)),
    answer: answerNumber(survey, param, raw),
  }
}

function question(survey: Survey, param: string, id: string): Question {
  const q = survey.byId.get(id)
  if (!q) throw notFound(`Unknown question '${clip(id)}' in '${param}'.`, { parameter: param })
  return q
}

function answerNumber(survey: Survey, param: string, raw: string): number {
  const qid = questionOf(raw)
  const q = question(survey, param, qid)
  const n = answerCodeOf(raw) ?? 0
  if (n < 1 || n > q.answers.length)
    throw notFound(
      `Unknown answer '${clip(raw)}' in '${param}': ${qid} has answers 1 to ${q.answers.length}.`,
      {
        parameter: param,
      },
    )
  return n
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
