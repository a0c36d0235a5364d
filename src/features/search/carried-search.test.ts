import { describe, expect, it } from 'vitest'
import { carriedSearch } from './carried-search'
import { EXPLORER_TYPES } from './content-registry'
import { readSearch, SEARCH_DEFAULTS, type ExplorerSearch } from './search-schema'

const NOW = new Date('2026-11-22T12:00:00Z')

/** A studies page with every facet set away from its default, paged and with an item open. */
const studies: ExplorerSearch = {
  q: 'energy',
  platform: 'en-de',
  date_from: '2024-01-01',
  date_to: '2024-12-31',
  sort: 1,
  premium: true,
  page: 3,
  size: 20,
  item: 50012,
}
const onStudies = { routeId: '/studies', search: studies }

describe('carriedSearch', () => {
  it('carries every facet the target supports and never the page, size or open item', () => {
    expect(carriedSearch(onStudies, '/market-insights')).toEqual({
      q: 'energy',
      platform: 'en-de',
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      sort: 1,
    })
    expect(carriedSearch(onStudies, '/infographics')).toEqual({
      q: 'energy',
      platform: 'en-de',
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      sort: 1,
    })
    // Statistics search every platform and have no sort, but know premium.
    expect(carriedSearch(onStudies, '/statistics')).toEqual({
      q: 'energy',
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      premium: true,
    })
    // The same page again: the question stays, the place in the list does not.
    expect(carriedSearch(onStudies, '/studies')).toEqual({
      q: 'energy',
      platform: 'en-de',
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      sort: 1,
      premium: true,
    })
  })

  it('gives indicators only the text and the overview the text and dates', () => {
    expect(carriedSearch(onStudies, '/indicators')).toEqual({ q: 'energy' })
    expect(carriedSearch(onStudies, '/')).toEqual({
      q: 'energy',
      date_from: '2024-01-01',
      date_to: '2024-12-31',
    })
  })

  it('carries only what the current page itself reads', () => {
    // Indicators read no dates or sort, so nothing but the text leaves them.
    const indicators = { ...studies, item: 'ind-7' }
    expect(carriedSearch({ routeId: '/indicators', search: indicators }, '/studies')).toEqual({
      q: 'energy',
    })
    // Statistics' premium reaches studies; their (unread) sort and platform do not.
    expect(carriedSearch({ routeId: '/statistics', search: studies }, '/studies')).toEqual({
      q: 'energy',
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      premium: true,
    })
  })

  it('writes no defaults: a fresh page carries nothing', () => {
    const fresh = { routeId: '/studies', search: { ...SEARCH_DEFAULTS } }
    for (const type of Object.values(EXPLORER_TYPES))
      expect(carriedSearch(fresh, type.path)).toEqual({})
    expect(carriedSearch(fresh, '/')).toEqual({})
    // Blank text is no query; "free only" is a choice, unlike "all content".
    const blankFree = { ...SEARCH_DEFAULTS, q: '   ', premium: false }
    expect(carriedSearch({ routeId: '/studies', search: blankFree }, '/statistics')).toEqual({
      premium: false,
    })
  })

  it('keeps the survey builder and research links plain, in both directions', () => {
    for (const to of ['/survey', '/research']) expect(carriedSearch(onStudies, to)).toBeUndefined()
    const survey = { routeId: '/survey', search: { q: 'streaming', rows: '12' } }
    expect(carriedSearch(survey, '/studies')).toBeUndefined()
    expect(carriedSearch({ routeId: '/research/$token', search: {} }, '/')).toBeUndefined()
    expect(carriedSearch({ routeId: '/studies', search: undefined }, '/statistics')).toBeUndefined()
  })

  it('drops values that are not valid instead of writing them into a link', () => {
    const broken = {
      q: 'x'.repeat(1001),
      platform: 'fr',
      date_from: '2024-02-30',
      date_to: 'soon',
      sort: 7,
      premium: 'maybe',
    }
    expect(carriedSearch({ routeId: '/studies', search: broken }, '/studies')).toEqual({})
    const reversed = { ...studies, date_from: '2024-12-31', date_to: '2024-01-01' }
    expect(carriedSearch({ routeId: '/studies', search: reversed }, '/statistics')).toEqual({
      q: 'energy',
      premium: true,
    })
  })

  it('leads to an address every target reads back unchanged and without a notice', () => {
    for (const [from, fromType] of Object.entries(EXPLORER_TYPES))
      for (const target of Object.values(EXPLORER_TYPES)) {
        const source = readSearch({ ...studies }, fromType.facets, fromType.maxSize, NOW).search
        const carried = carriedSearch({ routeId: fromType.path, search: source }, target.path)
        const arrived = readSearch({ ...carried }, target.facets, target.maxSize, NOW)
        expect(arrived.notices, `${from} → ${target.id}`).toEqual([])
        expect(arrived.search).toEqual({ ...SEARCH_DEFAULTS, ...carried })
      }
  })
})
