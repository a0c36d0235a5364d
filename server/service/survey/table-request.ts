import * as z from 'zod'
import { clip, notFound } from '../http/problem'
import { param, querySchema } from '../http/query'
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

/** Absent and empty are the same: the parameter is not given. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)

/** A question ID or an answer ID (question ID#number). */
const surveyId = (name: string) =>
  z.string().refine((v) => ANSWER_ID.test(v) || QUESTION_ID.test(v), {
    error: (iss) =>
      `'${name}' must be a question ID or an answer ID (question ID#number), got '${clip(String(iss.input))}'.`,
  })

const questionOf = (id: string) => id.split('#')[0]

/**
 * The data endpoint's parameters in their shapes (400 naming the parameter); the IDs,
 * countries and years the survey holds are checked by `resolveTableRequest` (404).
 */
export const tableQuery = querySchema({
  rows: param((name) => {
    const required = `'${name}' is required: a question ID or an answer ID.`
    return z
      .string({ error: required })
      .trim()
      .min(1, { abort: true, error: required })
      .pipe(surveyId(name))
  }),
  columns: param((name) => optionalText.pipe(surveyId(name).optional())),
  filters: param((name) =>
    optionalText.transform((raw, ctx) => {
      if (raw === undefined) return []
      const ids = raw.split(',').map((s) => s.trim())
      const bad = ids.find((id) => !ANSWER_ID.test(id))
      if (ids.length > 100 || bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          input: raw,
          message:
            ids.length > 100
              ? `'${name}' holds at most 100 answer IDs.`
              : bad === ''
                ? `'${name}' has an empty entry; give comma-separated answer IDs.`
                : `'${name}' takes answer IDs (question ID#number), not '${clip(bad ?? '')}'.`,
        })
        return z.NEVER
      }
      return [...new Set(ids)]
    }),
  ),
  country: param((name) =>
    optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z]{3}$/, {
          error: (iss) =>
            `'${name}' must be exactly 3 letters (ISO 3166-1 alpha-3), got '${clip(String(iss.input))}'.`,
        })
        .transform((v) => v.toUpperCase())
        .optional(),
    ),
  ),
  year: param((name) =>
    optionalText.pipe(
      z
        .string()
        .refine((v) => /^\d{4}$/.test(v) && Number(v) >= 1900, {
          error: (iss) =>
            `'${name}' must be a 4-digit year of at least 1900, got '${clip(String(iss.input))}'.`,
        })
        .transform(Number)
        .optional(),
    ),
  ),
}).superRefine(({ rows, columns }, ctx) => {
  if (columns !== undefined && questionOf(columns) === questionOf(rows))
    ctx.addIssue({
      code: 'custom',
      path: ['columns'],
      message: "'columns' must be a different question from 'rows'.",
    })
})

export type TableQueryParams = z.output<typeof tableQuery>

/** Resolves the valid parameters in the survey: what it does not hold is a 404 saying what exists. */
export function resolveTableRequest(
  survey: Survey,
  params: TableQueryParams,
  now: Date,
): TableRequest {
  const { rows: rowsRaw, columns: columnsRaw, filters: filterIds, country } = params
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
