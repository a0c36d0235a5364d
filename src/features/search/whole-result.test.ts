import { describe, expect, it } from 'vitest'
import { studyListSchema } from '../../api/schemas'
import { EXPLORER_TYPES } from './content-registry'
import { resultPage, type ResultPage } from './result-view'
import { SEARCH_DEFAULTS, type ExplorerSearch } from './search-schema'
import {
  collectWholeResult,
  wholeResultPlan,
  WholeResultStopped,
  WHOLE_RESULT_CALLS,
} from './whole-result'

const studies = EXPLORER_TYPES.studies

/**
 * A list of `total` studies served as the service serves it: `page` and `size` pick the slice,
 * and a size above the package's maximum is cut to it without a word (api-facts.md, packages).
 */
function studiesService(total: number, packageMax = 20) {
  const asked: { page: number; size: number }[] = []
  const fetchPage = (search: ExplorerSearch): Promise<ResultPage> => {
    asked.push({ page: search.page, size: search.size })
    const size = Math.min(search.size, packageMax)
    const first = (search.page - 1) * search.size
    const ids = Array.from(
      { length: Math.max(0, Math.min(size, total - first)) },
      (_, i) => first + i + 1,
    )
    const answer = studyListSchema.parse({
      items: ids.map((id) => ({
        identifier: id,
        title: `Study ${id}`,
        link: `https://www.statista.com/study/${id}/`,
        date: '2026-01-02T00:00:00Z',
        is_premium: false,
        sources: [],
        teaser_image_urls: [],
      })),
      total_count: total,
    })
    return Promise.resolve(resultPage(answer))
  }
  return { fetchPage, asked }
}

const search: ExplorerSearch = { ...SEARCH_DEFAULTS, q: 'coffee', page: 3, size: 5 }

describe('exporting a whole result list', () => {
  it('plans at the largest page, and names the most calls and credits before any is spent', () => {
    // Asked 20 a call; the advanced package delivers 10, so the calls are counted at 10.
    expect(wholeResultPlan(studies, 26)).toEqual({
      size: 20,
      calls: 3,
      covers: 26,
      total: 26,
      credits: 3,
    })
    // A long list: the calls stop at the bound, and the plan says how far they reach at least.
    expect(wholeResultPlan(studies, 2_340)).toMatchObject({
      calls: WHOLE_RESULT_CALLS,
      covers: WHOLE_RESULT_CALLS * 10,
    })
    // A package seen cutting pages to 10 plans at 10.
    expect(wholeResultPlan(studies, 26, 10)).toMatchObject({ size: 10, calls: 3, covers: 26 })
    // A semantic search answers at once; an empty list has nothing to fetch.
    expect(wholeResultPlan(EXPLORER_TYPES.indicators, 40)).toBeUndefined()
    expect(wholeResultPlan(studies, 0)).toBeUndefined()
  })

  it('fetches every result once, from the first page, whatever page the reader is on', async () => {
    const service = studiesService(26)
    const plan = wholeResultPlan(studies, 26)!
    const calls: number[] = []
    const result = await collectWholeResult(service.fetchPage, search, plan, {
      onCall: (done) => calls.push(done),
    })
    // 20 a call: the list ends after two of the three calls planned at most.
    expect(service.asked).toEqual([
      { page: 1, size: 20 },
      { page: 2, size: 20 },
    ])
    expect(calls).toEqual([1, 2])
    expect(result.items.map((v) => v.id)).toEqual(
      Array.from({ length: 26 }, (_, i) => String(i + 1)),
    )
    expect(result).toMatchObject({ total: 26, calls: 2, unreadable: 0 })
    expect(result.cutTo).toBeUndefined()
  })

  it('follows a package that cuts the page, skipping nothing between pages', async () => {
    const service = studiesService(26, 10)
    const result = await collectWholeResult(
      service.fetchPage,
      search,
      wholeResultPlan(studies, 26)!,
    )
    // Asked for 20, given 10: the next pages ask for 10, and the three planned calls reach 26.
    expect(service.asked).toEqual([
      { page: 1, size: 20 },
      { page: 2, size: 10 },
      { page: 3, size: 10 },
    ])
    expect(result.items.map((v) => v.id)).toEqual(
      Array.from({ length: 26 }, (_, i) => String(i + 1)),
    )
    expect(result.cutTo).toBe(10)
  })

  it('stops at the bound on a long list, and on an abort before the next call', async () => {
    const long = studiesService(2_340)
    const result = await collectWholeResult(
      long.fetchPage,
      search,
      wholeResultPlan(studies, 2_340)!,
    )
    expect(long.asked).toHaveLength(WHOLE_RESULT_CALLS)
    expect(result.items).toHaveLength(WHOLE_RESULT_CALLS * 20)

    const stopped = studiesService(2_340)
    const controller = new AbortController()
    const collecting = collectWholeResult(
      stopped.fetchPage,
      search,
      wholeResultPlan(studies, 2_340)!,
      { signal: controller.signal, onCall: (done) => done === 2 && controller.abort() },
    )
    await expect(collecting).rejects.toThrow(/abort/i)
    expect(stopped.asked).toHaveLength(2)
  })

  it('passes on a failure, with what the calls before it brought', async () => {
    const service = studiesService(26)
    const failing = (page: ExplorerSearch) =>
      page.page === 2 ? Promise.reject(new Error('upstream down')) : service.fetchPage(page)
    const stopped = await collectWholeResult(failing, search, wholeResultPlan(studies, 26)!).catch(
      (e: unknown) => e,
    )
    expect(stopped).toBeInstanceOf(WholeResultStopped)
    const { cause, partial } = stopped as WholeResultStopped
    expect(cause).toEqual(new Error('upstream down'))
    // Page 1 at 20 a call: the first 20 results, in order, with the list's total.
    expect(partial.items.map((v) => v.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Study ${i + 1}`),
    )
    expect(partial).toMatchObject({ total: 26, calls: 1 })

    // A first call that fails has nothing to keep: its own failure.
    const down = () => Promise.reject(new Error('upstream down'))
    await expect(collectWholeResult(down, search, wholeResultPlan(studies, 26)!)).rejects.toThrow(
      'upstream down',
    )
  })
})
