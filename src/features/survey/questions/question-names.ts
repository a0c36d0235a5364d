import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '../../../api/http'
import { ddsKey } from '../../../api/queries'
import { ENDPOINTS, MAX_SEMANTIC_RESULTS } from '../../../api/endpoints'
import type { ConsumerInsightSearch, DataTable } from '../../../api/schemas/survey'
import { consumerInsightSearchQuery, dataTableQuery } from '../../../api/survey-queries'
import { noDataOf, isUnknownId, nearestYears, type AskedIn } from '../model/no-data'
import { answerCodeOf } from '../../../api/survey-ids'
import { isAnswerId, isQuestionId, questionOf, type TableRequest } from '../address/search-params'

/**
 * Names for everything a table's address holds, from the service only. The interface has no
 * question lookup, but a frequency table of a question (`rows=<question id>`) carries its
 * wording, its short name and every answer label in answer order; the question search (free)
 * adds its type and survey years, and names a question itself when it lists every answer. A
 * data table costs 10 credits, so a question is asked as a table only when neither the table on
 * screen nor the search (one already answered, or one asked for its ID: free) names it, once per
 * visit (one cache entry per question, kept while the page lives).
 */

export interface NamedQuestion {
  status: 'named'
  id: string
  /** Short name, e.g. "Gender". */
  indicator: string
  /** The question wording. */
  wording: string
  /** Answer labels in answer order: answer `id#n` is `answers[n - 1]`. */
  answers: string[]
  multiPick: boolean
  /** Where the question was asked, as far as its answers told. */
  asked: AskedIn
}

/** A question the service says does not exist. */
export interface UnknownQuestion {
  status: 'unknown'
  id: string
  reason: string
  /**
   * The service named the ID as the culprit (a 404 naming rows, columns or filters): the page
   * takes it out of the address. A 404 that names nothing may be a service's way of saying
   * something else (a fault, a place without data): the ID stays, and the page says what came.
   */
  certain: boolean
}

export type QuestionNames = NamedQuestion | UnknownQuestion

/** The place a table is asked for; the name of a question is asked for the same place. */
export interface Place {
  country?: string
  year?: number
}

const MULTI_PICK_HINT = /multiple answers/i

/**
 * The rows question of a table. Its short name is the chart's description (the part before
 * " by " when a cross table describes two questions). `alone`: the table is a frequency table
 * of this question alone for all countries, so its geolocations are where it was asked.
 */
export function namesFromTable(
  questionId: string,
  table: DataTable,
  alone: boolean,
): NamedQuestion {
  const points = Object.values(table.chart.data)[0] ?? []
  const indicator = (table.chart.description ?? '').split(' by ')[0]?.trim() || table.title
  return {
    status: 'named',
    id: questionId,
    indicator,
    wording: table.subject?.trim() || indicator,
    answers: points.map((p) => p.name),
    multiPick: MULTI_PICK_HINT.test(table.interpretation_hint ?? ''),
    asked: {
      questionId,
      ...(alone ? { countries: table.geolocations.map((g) => g.code.toUpperCase()) } : {}),
    },
  }
}

/**
 * The questions a table's own answer names: its rows question, when rows is a whole question
 * (its answer then lists every answer of it). Answers of columns are listed too, but not the
 * columns question's own name, so it is asked like the filters' questions.
 */
export function questionsNamedByTable(request: TableRequest): string[] {
  return isQuestionId(request.rows) ? [request.rows] : []
}

/** Every distinct question of the address, rows first, then columns, then filters. */
export function questionsOf(request: TableRequest): string[] {
  const ids = [request.rows, request.columns, ...(request.filters ?? [])].filter(
    (id): id is string => id !== undefined,
  )
  return [...new Set(ids.map(questionOf))]
}

/**
 * The questions whose names must be asked for: all of the address but those the table's
 * answer names (when that answer arrived: `tableNames` false after the table failed).
 */
export function questionsToName(request: TableRequest, tableNames = true): string[] {
  const named = tableNames ? questionsNamedByTable(request) : []
  return questionsOf(request).filter((q) => !named.includes(q))
}

/** A frequency table of its rows question alone, for all countries. */
export function tableIsAlone(request: TableRequest): boolean {
  return !request.columns && !request.filters?.length && !request.country
}

export function placeOf(request: TableRequest): Place {
  return {
    ...(request.country ? { country: request.country } : {}),
    ...(request.year !== undefined ? { year: request.year } : {}),
  }
}

/**
 * A question's names. The key is the question alone: the place is the table's at the first
 * ask (a cached answer for the same place may already be there), and names do not change with
 * the place, so a later year or country asks nothing again.
 */
export function questionNamesQuery(questionId: string, place: Place) {
  return queryOptions({
    queryKey: [...ddsKey, 'survey-question-names', questionId] as const,
    queryFn: ({ client }) => resolveNames(client, questionId, place),
    staleTime: Infinity,
  })
}

/** Names for each question the table's answer does not name, for the table's place. */
export function tableNameQueries(request: TableRequest, tableNames = true) {
  const place = placeOf(request)
  return questionsToName(request, tableNames).map((q) => questionNamesQuery(q, place))
}

/** How long a failed table stands for its question's name before a look-up asks again. */
const FAILURE_STANDS_MS = 60_000

/**
 * A frequency table for a name, from the cache when it is there, failed or not: a table that
 * failed a moment ago is not asked again for its name (the page asks again when the reader
 * retries it, and names follow), so one failure costs its own calls, not a call per look-up.
 */
function askTable(client: QueryClient, questionId: string, at: Place): Promise<DataTable> {
  return tableAnswer(client, { rows: questionId, ...at }, 'fetch')
}

/**
 * A table's answer: kept, or a failure of the last minute, or asked for (`fetch`: even when
 * kept but stale; `ensure`: only when not kept).
 */
function tableAnswer(
  client: QueryClient,
  request: TableRequest,
  how: 'fetch' | 'ensure',
): Promise<DataTable> {
  const options = dataTableQuery(request)
  const state = client.getQueryState(options.queryKey)
  if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < FAILURE_STANDS_MS)
    return Promise.reject(state.error ?? new Error('The table could not be loaded.'))
  return how === 'fetch' ? client.fetchQuery(options) : client.ensureQueryData(options)
}

/**
 * A 404 for a question asked alone that names no parameter and lists no place (the provider's
 * error bodies have no documented shape: `{"message": "unknown question"}`): the service does not
 * know the question, or has nothing of it anywhere.
 */
function isPlainNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.parameter === undefined
}

/**
 * A question's names from a question search already answered (free): its short name, wording
 * and, when the search listed every answer (`answers_subset` as long as `total_answers`), the
 * answers in their order. A search that listed only some of them cannot name the question.
 */
export function namesFromSearch(
  questionId: string,
  searches: readonly (ConsumerInsightSearch | undefined)[],
): NamedQuestion | undefined {
  for (const found of searches) {
    const hit = found?.results.find((r) => r.question_id === questionId)
    if (!hit) continue
    const answers = [...hit.answers_subset].sort(
      (a, b) => (a.order ?? Infinity) - (b.order ?? Infinity),
    )
    const positions = answers.map((a) => answerCodeOf(a.answer_id))
    const complete =
      hit.total_answers != null &&
      answers.length === hit.total_answers &&
      positions.every((p, i) => p === i + 1)
    if (!complete) continue
    const indicator = hit.indicator?.trim() || hit.label
    return {
      status: 'named',
      id: questionId,
      indicator,
      wording: hit.label.trim() || indicator,
      answers: answers.map((a) => a.label),
      multiPick: hit.question_type === 'multi-pick',
      asked: { questionId },
    }
  }
  return undefined
}

/** Every question search this page has an answer for, newest first. */
function searchesInCache(client: QueryClient): (ConsumerInsightSearch | undefined)[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: [...ddsKey, ENDPOINTS.consumerInsights.path] })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .map((query) => query.state.data as ConsumerInsightSearch | undefined)
}

/**
 * What a search that found a question without listing every answer tells of it: what it is
 * called, not which answer is which (namesFromSearch needs them all).
 */
export interface TitledQuestion {
  status: 'titled'
  id: string
  indicator: string
  wording: string
}

/** The first search result with exactly this ID, whatever answers it lists. */
function titleFromSearch(
  questionId: string,
  searches: readonly (ConsumerInsightSearch | undefined)[],
): TitledQuestion | undefined {
  for (const found of searches) {
    const hit = found?.results.find((r) => r.question_id === questionId)
    if (!hit) continue
    const indicator = hit.indicator?.trim() || hit.label
    return { status: 'titled', id: questionId, indicator, wording: hit.label.trim() || indicator }
  }
  return undefined
}

/**
 * A question's names from the question search alone, which costs nothing: a search this page
 * already has, else one asked for the question's ID (the search is by meaning, and an ID's
 * words, "v0014_demo_agegroup", find their question). Only a result with exactly this ID
 * counts: its names when it lists every answer (namesFromSearch), else its title alone; null
 * when no result has the ID. Never a table: what a banner's blocks are called before their
 * tables are bought comes from here (issue 31).
 */
export function searchNamesQuery(questionId: string) {
  return queryOptions({
    queryKey: [...ddsKey, 'survey-question-search-names', questionId] as const,
    queryFn: async ({ client }): Promise<NamedQuestion | TitledQuestion | null> => {
      const searched = namesFromSearch(questionId, searchesInCache(client))
      if (searched) return searched
      const found = await client.fetchQuery(
        consumerInsightSearchQuery({ q: questionId, size: ID_SEARCH_SIZE }),
      )
      const all = searchesInCache(client)
      return namesFromSearch(questionId, [found]) ?? titleFromSearch(questionId, all) ?? null
    },
    staleTime: Infinity,
  })
}

/** How many results the search for an ID is asked for: the most the service gives. */
const ID_SEARCH_SIZE = MAX_SEMANTIC_RESULTS

async function resolveNames(
  client: QueryClient,
  questionId: string,
  place: Place,
): Promise<QuestionNames> {
  // What the search says costs nothing (one it already said, or one asked for the ID); a
  // table costs 10 credits, so it is asked only when the search cannot name the question.
  const searched = await client.fetchQuery(searchNamesQuery(questionId)).catch(() => null)
  if (searched?.status === 'named') return searched
  const ask = (at: Place) => askTable(client, questionId, at)
  const unknown = (error: unknown): UnknownQuestion => ({
    status: 'unknown',
    id: questionId,
    reason: `the service does not know ${questionId}: ${(error as Error).message}`,
    certain: false,
  })
  try {
    return namesFromTable(questionId, await ask(place), !place.country)
  } catch (error) {
    if (isUnknownId(error))
      return { status: 'unknown', id: questionId, reason: (error as Error).message, certain: true }
    if (isPlainNotFound(error)) {
      // Asked for a place, it may only be absent there: asked once more everywhere.
      if (!place.country && place.year === undefined) return unknown(error)
      try {
        return namesFromTable(questionId, await ask({}), true)
      } catch (again) {
        if (isPlainNotFound(again) || isUnknownId(again)) return unknown(again)
        throw again
      }
    }
    const noData = noDataOf(error)
    const asked = noData?.asked.find((a) => a.questionId === questionId)
    if (!asked) throw error
    // The question was not asked in that year or country: ask where it was, once.
    const year = asked.years && nearestYears(asked.years, place.year ?? Infinity, 1)[0]
    const country =
      place.country && asked.countries?.includes(place.country) ? place.country : undefined
    const names = namesFromTable(
      questionId,
      await ask({ ...(country ? { country } : {}), ...(year !== undefined ? { year } : {}) }),
      !country,
    )
    return { ...names, asked: { ...names.asked, ...asked } }
  }
}

/** What the question search says about a question: its type and survey years. */
export interface QuestionFacts {
  type?: string
  minYear?: number
  maxYear?: number
}

/**
 * The search (free) finds a question by its wording; the result with its ID carries its
 * type and `metadata.min_year`..`max_year`. Empty when the search does not return it.
 */
export function questionFactsQuery(questionId: string, wording: string) {
  return queryOptions({
    queryKey: [...ddsKey, 'survey-question-facts', questionId] as const,
    queryFn: async ({ client }): Promise<QuestionFacts> => {
      const q = wording.trim().slice(0, 1000)
      if (!q) return {}
      const found = await client.fetchQuery(consumerInsightSearchQuery({ q, size: 25 }))
      const hit = found.results.find((r) => r.question_id === questionId)
      return {
        ...(hit?.question_type ? { type: hit.question_type } : {}),
        ...(hit?.metadata?.min_year != null ? { minYear: hit.metadata.min_year } : {}),
        ...(hit?.metadata?.max_year != null ? { maxYear: hit.metadata.max_year } : {}),
      }
    },
    staleTime: Infinity,
  })
}

/**
 * Everything the route's loader makes sure of before a table's page is written: the table,
 * the names of every question in it, and their facts. Failures stay in the cache as errors
 * (the page shows them); this never rejects.
 */
export async function ensureTableNames(client: QueryClient, request: TableRequest): Promise<void> {
  const table = tableAnswer(client, request, 'ensure').then(
    (data) => ({ ok: true as const, data }),
    () => ({ ok: false as const }),
  )
  const names = tableNameQueries(request).map((q) =>
    client.ensureQueryData(q).catch(() => undefined),
  )
  const tableResult = await table
  const named = new Map<string, QuestionNames>()
  for (const n of await Promise.all(names)) if (n) named.set(n.id, n)
  if (tableResult.ok) {
    for (const q of questionsNamedByTable(request))
      named.set(q, namesFromTable(q, tableResult.data, tableIsAlone(request)))
  } else {
    // The table failed, so it names nothing: its rows question is asked like the others.
    for (const q of questionsNamedByTable(request)) {
      const n = await client
        .ensureQueryData(questionNamesQuery(q, placeOf(request)))
        .catch(() => undefined)
      if (n) named.set(q, n)
    }
  }
  await Promise.all(
    [...named.values()].map((n) =>
      n.status === 'named'
        ? client.ensureQueryData(questionFactsQuery(n.id, n.wording)).catch(() => undefined)
        : undefined,
    ),
  )
}

/** The label of an answer ID from its question's names; undefined when the number is unknown. */
export function answerLabel(names: NamedQuestion, answerId: string): string | undefined {
  if (!isAnswerId(answerId)) return undefined
  const n = Number(answerId.slice(answerId.indexOf('#') + 1))
  return names.answers[n - 1]
}
