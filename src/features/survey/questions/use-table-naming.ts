import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { DataTable } from '../../../api/schemas/survey'
import { useAsked } from './asked-store'
import { countryName as listedCountryName } from '../model/countries'
import { intersect, type AskedIn } from '../model/no-data'
import { useNaming, type Naming, type QuestionInfo } from './question-catalogue'
import {
  answerLabel,
  namesFromTable,
  questionFactsQuery,
  questionNamesQuery,
  questionsNamedByTable,
  tableIsAlone,
  placeOf,
  questionsToName,
  searchNamesQuery,
  type QuestionFacts,
  type QuestionNames,
} from './question-names'
import { isAnswerId, questionOf, type TableRequest } from '../address/search-params'
import { m } from '../../../paraglide/messages.js'

/** Naming for a table's page, from the service's answers; the one place names come from. */
export interface TableNaming extends Naming {
  /** Why an ID of the address has no name (one line), or undefined when it has one. */
  unnamed: (id: string) => string | undefined
  /** The years and countries every given question was asked in, where known. */
  where: (ids: readonly string[]) => { years?: number[]; countries?: string[] }
  /** IDs of the address the service says do not exist. */
  unknownIds: string[]
  /** A country's name: the builder's list, else the service's, else the code. */
  countryName: (code: string) => string
}

/** What a piece is called while its name is on its way, in the page's language. */
export const loadingName = (): string => m.survey_loading_name()

/**
 * Names every question and answer of the table's address: the table's own answer names its
 * rows question; every other question is asked once (question-names.ts). While a name is on
 * its way the questions this browser has seen in search results stand in; never the address.
 */
export function useTableNaming(
  request: TableRequest | undefined,
  table: UseQueryResult<DataTable>,
  /** A banner's blocks after the first (banner-address.ts parseBanner), named by the search alone. */
  blocks: readonly string[] = [],
): TableNaming {
  const answered = table.data && !table.isPlaceholderData ? table.data : undefined
  // Whether the table failed, held while it is asked again (a refetch puts a failed query with
  // no answer back to "pending"): a flag that flickered with each try would switch the rows
  // question's own name look-up on and off, and each switch on would ask again — a loop.
  const tableFailed = table.errorUpdatedAt > table.dataUpdatedAt && !table.isPlaceholderData
  const tableNames = request !== undefined && !tableFailed
  // Every question's names are watched; those the table names are not asked for while it
  // stands, yet used when already known (the server asked them because its table failed).
  const toName = request ? questionsToName(request, tableNames) : []
  // Once the table has answered, the questions it names are not watched: their names come from
  // it (below), and the effect that keeps them in the cache would otherwise change what this
  // hook watches, which re-renders the whole builder at once (a store's change is never a
  // transition) just after a written page has been taken over.
  const byTable = request && answered ? questionsNamedByTable(request) : []
  const all = request ? questionsToName(request, false).filter((q) => !byTable.includes(q)) : []
  const place = request ? placeOf(request) : {}
  const nameResults = useQueries({
    queries: all.map((q) => ({ ...questionNamesQuery(q, place), enabled: toName.includes(q) })),
  })
  // A name that failed with the table (the service was down) is asked again when the table
  // arrives again, as the reader's retry of the table implies.
  const failedNames = nameResults.filter((r) => r.isError)
  const tableArrived = table.dataUpdatedAt
  useEffect(() => {
    if (tableArrived) for (const r of failedNames) void r.refetch()
    // Only a new answer to the table asks again, not each render with a failure in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tableArrived])
  // A banner's other blocks are bought only on the reader's yes, and a table bought to learn a
  // name is what issue 31 forbids: they are named by the question search (free: one this page
  // has, or one for the question's ID), or said to be named when their table comes.
  const blockIds = [...new Set(blocks.map(questionOf))].filter((q) => !all.includes(q))
  const blockResults = useQueries({ queries: blockIds.map((q) => searchNamesQuery(q)) })
  const names = new Map<string, QuestionNames>()
  const failures = new Map<string, string>()
  nameResults.forEach((r, i) => {
    const qid = all[i]
    if (r.data) names.set(r.data.id, r.data)
    else if (r.error && qid) failures.set(qid, r.error.message)
  })
  // What the search called those it found without every answer, and those it did not name.
  const titles = new Map<string, string>()
  const withTable = new Set<string>()
  blockResults.forEach((r, i) => {
    const qid = blockIds[i]
    if (r.data?.status === 'named') names.set(r.data.id, r.data)
    else if (r.data?.status === 'titled') titles.set(r.data.id, r.data.indicator)
    else if (qid && (r.data === null || r.error)) withTable.add(qid)
  })
  if (request && answered)
    for (const q of questionsNamedByTable(request))
      names.set(q, namesFromTable(q, answered, tableIsAlone(request)))
  const client = useQueryClient()
  useEffect(() => {
    if (!request || !answered) return
    // What a table named is kept as that question's names: moved to columns or filters later,
    // it is not asked for again.
    for (const q of questionsNamedByTable(request)) {
      const { queryKey } = questionNamesQuery(q, {})
      if (client.getQueryData(queryKey) === undefined)
        client.setQueryData(queryKey, namesFromTable(q, answered, tableIsAlone(request)))
    }
  }, [client, request, answered])
  const named = [...names.values()].flatMap((n) => (n.status === 'named' ? [n] : []))
  const factResults = useQueries({
    queries: named.map((n) => questionFactsQuery(n.id, n.wording)),
  })
  const facts = new Map<string, QuestionFacts>()
  factResults.forEach((r, i) => {
    const id = named[i]?.id
    if (id && r.data) facts.set(id, r.data)
  })
  const asked = useAsked()
  const catalogue = useNaming(undefined)
  const geos = answered?.geolocations

  // Cheap to build, and built from this render's query results: no memo to keep in step.
  const pending = { titles, withTable }
  return tableNaming(request, names, failures, pending, facts, asked, catalogue, geos)
}

function isCertainlyUnknown(names: QuestionNames | undefined): boolean {
  return names?.status === 'unknown' && names.certain
}

function tableNaming(
  request: TableRequest | undefined,
  names: ReadonlyMap<string, QuestionNames>,
  failures: ReadonlyMap<string, string>,
  /**
   * A banner's blocks the search did not name in full: what it called them (`titles`: the
   * question, not its answers), and those it did not find (`withTable`: their table will).
   */
  pending: { titles: ReadonlyMap<string, string>; withTable: ReadonlySet<string> },
  facts: ReadonlyMap<string, QuestionFacts>,
  asked: ReadonlyMap<string, AskedIn>,
  catalogue: Naming,
  geos: DataTable['geolocations'] | undefined,
): TableNaming {
  const info = (id: string | undefined): QuestionInfo | undefined => {
    if (!id) return undefined
    const qid = questionOf(id)
    const n = names.get(qid)
    const stored = catalogue.info(qid)
    if (!n || n.status !== 'named') return stored
    const f = facts.get(qid)
    const years = whereOne(qid).years
    return {
      id: qid,
      indicator: n.indicator,
      label: n.wording,
      type: f?.type ?? (n.multiPick ? 'multi-pick' : stored?.type),
      minYear: years?.[0] ?? f?.minYear ?? stored?.minYear,
      maxYear: years?.[years.length - 1] ?? f?.maxYear ?? stored?.maxYear,
      totalAnswers: n.answers.length,
      answers: Object.fromEntries(n.answers.map((a, i) => [`${qid}#${i + 1}`, a])),
    }
  }
  const whereOne = (qid: string): { years?: number[]; countries?: string[] } => {
    const n = names.get(qid)
    const listed = asked.get(qid)
    const fromNames = n?.status === 'named' ? n.asked : undefined
    const years = listed?.years ?? fromNames?.years
    const countries = listed?.countries ?? fromNames?.countries
    return { ...(years ? { years } : {}), ...(countries ? { countries } : {}) }
  }
  const unnamed = (id: string): string | undefined => {
    const qid = questionOf(id)
    const n = names.get(qid)
    if (n?.status === 'unknown') return n.reason
    const failed = failures.get(qid)
    if (failed) return m.survey_name_failed({ failure: failed })
    if (n && isAnswerId(id) && answerLabel(n, id) === undefined)
      return m.survey_answer_unknown({ question: n.indicator, count: n.answers.length })
    return undefined
  }
  const unknownIds = request
    ? [request.rows, request.columns, ...(request.filters ?? [])].filter(
        (id): id is string =>
          id !== undefined &&
          (isCertainlyUnknown(names.get(questionOf(id))) ||
            (isAnswerId(id) && unnamed(id) !== undefined && !failures.has(questionOf(id)))),
      )
    : []
  const serviceCountries = new Map((geos ?? []).map((g) => [g.code, g.name]))
  return {
    info,
    describe: (id) => {
      const qid = questionOf(id)
      const n = names.get(qid)
      if (n?.status === 'named') {
        if (!isAnswerId(id)) return n.indicator
        const label = answerLabel(n, id)
        if (label !== undefined) return label
      }
      if (n || failures.has(qid))
        return isAnswerId(id) ? m.survey_unnamed_answer({ id }) : m.survey_unnamed_question({ id })
      const stored = catalogue.info(id)
      if (stored) return catalogue.describe(id)
      const title = pending.titles.get(qid)
      if (title !== undefined && !isAnswerId(id)) return title
      if (title !== undefined || pending.withTable.has(qid))
        return m.survey_named_with_table({ id })
      return loadingName()
    },
    yearBounds: (ids) => {
      let min: number | undefined
      let max: number | undefined
      for (const id of ids) {
        const q = info(id)
        if (q?.minYear !== undefined) min = Math.max(min ?? q.minYear, q.minYear)
        if (q?.maxYear !== undefined) max = Math.min(max ?? q.maxYear, q.maxYear)
      }
      return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
    },
    unnamed,
    where: (ids) => {
      const per = [...new Set(ids.map(questionOf))].map(whereOne)
      const years = intersect(per.map((w) => w.years))
      const countries = intersect(per.map((w) => w.countries))
      return { ...(years ? { years } : {}), ...(countries ? { countries } : {}) }
    },
    unknownIds,
    countryName: (code) => listedCountryName(code) ?? serviceCountries.get(code) ?? code,
  }
}
