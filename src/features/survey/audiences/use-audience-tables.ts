import { useQueries, useQuery } from '@tanstack/react-query'
import { describeFailure, failureLine } from '../../../api/describe-failure'
import { dataTableQuery } from '../../../api/survey-queries'
import type { DataTable } from '../../../api/schemas/survey'
import {
  audienceGrid,
  audienceRequest,
  combineFilters,
  toAudienceModel,
  totalRequest,
  type AudienceColumn,
  type AudienceTest,
} from '../model/audiences'
import type { Audience } from '../address/audience-address'
import { filterSentence } from '../model/filter-sentence'
import { tableNames } from '../questions/question-catalogue'
import {
  answerLabel,
  placeOf,
  questionFactsQuery,
  questionNamesQuery,
  questionsOf,
  type NamedQuestion,
} from '../questions/question-names'
import { questionOf, type RowSort, type TableRequest } from '../address/search-params'
import { toTableModel, type Grid, type QuestionType, type TableModel } from '../model/table-model'
import type { TableNaming } from '../questions/use-table-naming'

/** The key of the queries while the address asks for no table; never fetched. */
const NO_TABLE: TableRequest = { rows: '' }

export interface AudienceState {
  audience: Audience
  /** The audience's answers in words, with the table's naming. */
  sentence: string
  /** Why the column is not asked (said in the page), or undefined. */
  notAsked?: string | undefined
  /** Not asked because nobody can be in it: shown as a column with base 0. */
  empty?: boolean | undefined
  /** The service's answer failed: one line. */
  failure?: string | undefined
  loading: boolean
}

export interface AudienceTables {
  states: AudienceState[]
  /** Data tables this table of audiences asks for that are not in this visit's cache. */
  toAsk: number
  /** Questions named for the audiences only (10 credits each when not known yet). */
  namesToAsk: number
  model: TableModel | undefined
  grid: Grid | undefined
  /** The Total column's table: the rows question with the table's filters alone. */
  total: DataTable | undefined
  /** The table's level and minimum base, which the audience test uses too. */
  test: AudienceTest
  totalFailure?: string | undefined
}

/**
 * The words of the audiences' answers: the table's naming, and for questions the table does
 * not hold, their names asked beside a table (each may cost a data table; without a table,
 * what this browser knows stands in). The panel reads only this; the audience columns build on it.
 */
export function useAudienceNames(
  maybeRequest: TableRequest | undefined,
  audiences: readonly Audience[],
  naming: TableNaming,
) {
  const on = maybeRequest !== undefined && audiences.length > 0
  const request = maybeRequest ?? NO_TABLE
  // Names of audience questions that the table's own naming does not cover.
  const inTable = maybeRequest ? questionsOf(maybeRequest) : []
  const extra = [
    ...new Set(
      audiences.flatMap((a) => a.answers.map(questionOf)).filter((q) => !inTable.includes(q)),
    ),
  ]
  const place = placeOf(request)
  const nameResults = useQueries({
    queries: extra.map((q) => ({ ...questionNamesQuery(q, place), enabled: on })),
  })
  const named = new Map<string, NamedQuestion>()
  // Questions the service does not know, or whose names could not be asked: said, not "loading".
  const unnamed = new Set<string>()
  nameResults.forEach((r, i) => {
    if (r.data?.status === 'named') named.set(r.data.id, r.data)
    else if (r.data || r.error) unnamed.add(extra[i] ?? '')
  })
  const factResults = useQueries({
    queries: [...named.values()].map((n) => questionFactsQuery(n.id, n.wording)),
  })
  const factTypes = new Map<string, string | undefined>()
  ;[...named.values()].forEach((n, i) => factTypes.set(n.id, factResults[i]?.data?.type))
  const describe = (id: string) => {
    const q = questionOf(id)
    const n = named.get(q)
    const label = n && answerLabel(n, id)
    if (label !== undefined) return label
    return n || unnamed.has(q) ? `Unnamed answer ${id}` : naming.describe(id)
  }
  const typeOf = (q: string): QuestionType | undefined => {
    const t =
      naming.info(q)?.type ??
      factTypes.get(q) ??
      (named.get(q)?.multiPick ? 'multi-pick' : undefined)
    return t === 'single-pick' || t === 'multi-pick' ? t : undefined
  }
  const namesToAsk = on ? nameResults.filter((r) => r.data === undefined && !r.isFetched).length : 0
  return { describe, typeOf, namesToAsk }
}

/**
 * The per-audience frequency tables (one data-table request each, 10 credits), the Total
 * column's table, and the names of any audience question the table does not name, read into
 * one audience TableModel once everything has arrived (audiences.ts).
 */
export function useAudienceTables(
  maybeRequest: TableRequest | undefined,
  audiences: readonly Audience[],
  naming: TableNaming,
  sort: RowSort,
  test: AudienceTest,
): AudienceTables {
  // Without a table (no rows yet) nothing is asked; the names of the audiences still are.
  // Nothing at all without audiences: the Total column's table costs credits too.
  const on = maybeRequest !== undefined && audiences.length > 0
  const request = maybeRequest ?? NO_TABLE
  const { describe, typeOf, namesToAsk } = useAudienceNames(maybeRequest, audiences, naming)

  const tableFilters = request.filters ?? []
  const plans = audiences.map((audience) => ({
    audience,
    plan: combineFilters(tableFilters, audience.answers, typeOf),
  }))
  const asked = plans.flatMap(({ plan }) =>
    plan.status === 'ask' ? [audienceRequest(request, plan.filters)] : [],
  )
  const results = useQueries({
    queries: asked.map((r) => ({ ...dataTableQuery(r), enabled: on })),
  })
  const totalQuery = useQuery({ ...dataTableQuery(totalRequest(request)), enabled: on })

  let next = 0
  const columns: AudienceColumn[] = []
  const states: AudienceState[] = plans.map(({ audience, plan }) => {
    const sentence = filterSentence(audience.answers, describe)
    if (plan.status !== 'ask') {
      // Nobody can be in it: a column with base 0 says so. Not expressible: left out.
      if (plan.status === 'empty') columns.push({ name: audience.name, sentence, model: undefined })
      return {
        audience,
        sentence,
        notAsked: plan.reason,
        empty: plan.status === 'empty',
        loading: false,
      }
    }
    const result = results[next++]
    const data = result?.data
    if (data) {
      const model = toTableModel(data, tableNames(naming.info(request.rows), undefined))
      columns.push({ name: audience.name, sentence, model })
    }
    return {
      audience,
      sentence,
      failure: result?.error ? failureLine(describeFailure(result.error)) : undefined,
      loading: on && (result?.isPending ?? true),
    }
  })
  const fetched = [...results, totalQuery]
  const toAsk = on ? fetched.filter((r) => r.data === undefined && !r.isFetched).length : 0
  const total = totalQuery.data
  const everything = states.every((s) => !s.loading) && total !== undefined && columns.length > 0
  const totalModel = total
    ? toTableModel(total, tableNames(naming.info(request.rows), undefined))
    : undefined
  const model = everything && totalModel ? toAudienceModel(totalModel, columns) : undefined
  const grid = model && totalModel ? audienceGrid(model, totalModel, sort, test) : undefined
  return {
    states,
    toAsk,
    namesToAsk,
    model,
    grid,
    total,
    test,
    totalFailure: totalQuery.error ? failureLine(describeFailure(totalQuery.error)) : undefined,
  }
}
