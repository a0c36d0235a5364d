import { PACKAGE_PAGE_SIZES } from '../../api/endpoints'
import { isPageCut } from './paging'
import type { ExplorerType } from './content-registry'
import type { ResultPage, ResultView } from './result-view'
import type { ExplorerSearch } from './search-schema'

/**
 * Exporting a whole result list rather than the page on screen. The provider forbids crawling
 * the catalogue (docs/service-contract.md, credits): an export may fetch a bounded number of
 * pages, and only after the reader has seen what that costs and said yes. This module plans
 * those calls and makes them, one after another; the page (result-exports.tsx) asks first.
 */

/** The most calls one export makes: the first 100 results at least, 200 with 20 a call. */
export const WHOLE_RESULT_CALLS = 10

// What every package delivers a call: the app is not told which one the key has.
const SURE_PAGE = Math.min(...Object.values(PACKAGE_PAGE_SIZES))

export interface WholeResultPlan {
  /** Results asked for per call: the largest page the list offers, or what the package cuts to. */
  size: number
  /**
   * Calls at most: enough for the whole list at what every package delivers a call, within the
   * bound. A package that delivers more ends the list in fewer.
   */
  calls: number
  /** Results those calls reach at least: the whole list, or its first `calls × 10`. */
  covers: number
  total: number
  /** Credits at most: each call is billed as one search (src/api/endpoints.ts). */
  credits: number
}

/**
 * What exporting the whole of a list of `total` results takes, or undefined for a list that
 * does not page (a semantic search answers everything at once). `cutTo` is what one call
 * really delivers when the page on screen showed the package cutting it.
 */
export function wholeResultPlan(
  type: Pick<ExplorerType, 'paging' | 'facets' | 'pageSizes' | 'endpoint'>,
  total: number,
  cutTo?: number,
): WholeResultPlan | undefined {
  if (type.paging === 'none' || !type.facets.includes('page') || total <= 0) return undefined
  const size = cutTo ?? Math.max(...type.pageSizes)
  const sure = Math.min(size, SURE_PAGE)
  const calls = Math.min(WHOLE_RESULT_CALLS, Math.ceil(total / sure))
  return {
    size,
    calls,
    covers: Math.min(total, calls * sure),
    total,
    credits: calls * type.endpoint.credits,
  }
}

export interface WholeResult {
  items: ResultView[]
  /** Results the service sent that could not be read, over every call. */
  unreadable: number
  /** The list's total as the last call gave it (it may move while the export runs). */
  total: number
  calls: number
  /** What one call delivered when the package cut the size asked for. */
  cutTo?: number
}

/**
 * A call failed partway: `cause` is its failure, `partial` what the calls before it brought
 * (the reader may still take those, said to be the first part of the list).
 */
export class WholeResultStopped extends Error {
  constructor(
    override readonly cause: unknown,
    readonly partial: WholeResult,
  ) {
    super('the export stopped partway', { cause })
    this.name = 'WholeResultStopped'
  }
}

/**
 * Fetches the pages of `search`'s list at the plan's size, in order, until the list ends or
 * the plan's calls are spent. A package that cuts the size shows in the first answer; the
 * next pages then ask for what arrives, so no result between two pages is skipped (paging.ts).
 * An item met twice (the list moved between calls) is kept once. A call that fails after
 * others brought results stops it with a `WholeResultStopped` holding those; a first call
 * that fails stops it with its own failure; an abort of `signal` with an AbortError.
 */
export async function collectWholeResult(
  fetchPage: (search: ExplorerSearch) => Promise<ResultPage>,
  search: ExplorerSearch,
  plan: WholeResultPlan,
  { onCall, signal }: { onCall?: (done: number, calls: number) => void; signal?: AbortSignal } = {},
): Promise<WholeResult> {
  const seen = new Set<string>()
  const items: ResultView[] = []
  let unreadable = 0
  let total = plan.total
  let size = plan.size
  let cutTo: number | undefined
  let calls = 0
  for (let page = 1; calls < plan.calls; page++) {
    signal?.throwIfAborted()
    let answer: ResultPage
    try {
      answer = await fetchPage({ ...search, page, size, item: undefined })
    } catch (error) {
      signal?.throwIfAborted()
      if (items.length === 0) throw error
      const partial = { items, unreadable, total, calls, ...(cutTo === undefined ? {} : { cutTo }) }
      throw new WholeResultStopped(error, partial)
    }
    signal?.throwIfAborted()
    calls++
    onCall?.(calls, plan.calls)
    total = answer.total
    unreadable += answer.unreadable.count
    for (const view of answer.items) {
      if (seen.has(view.id)) continue
      seen.add(view.id)
      items.push(view)
    }
    if (page === 1 && isPageCut(answer.received, size, 1, total)) {
      // Later pages are counted in what arrives: page 2 at the size asked for would skip the
      // results between the cut and that size.
      size = answer.received
      cutTo = answer.received
    }
    if (answer.received === 0 || page * size >= total) break
  }
  return { items, unreadable, total, calls, ...(cutTo === undefined ? {} : { cutTo }) }
}
