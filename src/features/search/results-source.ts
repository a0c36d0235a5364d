import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import {
  contentListQuery,
  indicatorSearchQuery,
  type ContentList,
  type ContentListParams,
  type ContentTypeId,
} from '../../api/queries'
import type { IndicatorSearch } from '../../api/schemas'
import { contentItemView, indicatorView, type ResultView } from './result-view'
import { SEARCH_DEFAULTS, type ExplorerSearch } from './search-schema'

/** A page of results in the explorer's own shape, whichever endpoint it came from. */
export interface ResultPage {
  items: ResultView[]
  total: number
}

/**
 * How one content type fetches: the page and the loader talk to this, never to a factory
 * directly, so a new type is one more source, not another page. `pageSize` is the size the
 * service actually delivers (a package may cut the requested size), used for offsets.
 */
export interface ResultsSource {
  useResults: (search: ExplorerSearch, pageSize: number) => UseQueryResult<ResultPage>
  prefetch: (client: QueryClient, search: ExplorerSearch, pageSize: number) => Promise<void>
  /** False when the search cannot be sent (an indicator search needs text). */
  canSearch: (search: ExplorerSearch) => boolean
}

/** The facets as the content factories take them; defaults are left out so keys stay short. */
export function toListParams(
  type: ContentTypeId,
  search: ExplorerSearch,
  pageSize: number,
): ContentListParams {
  const params: ContentListParams = {
    q: search.q.trim() || undefined,
    platform: search.platform === SEARCH_DEFAULTS.platform ? undefined : search.platform,
    date_from: search.date_from,
    date_to: search.date_to,
    sort: search.sort === SEARCH_DEFAULTS.sort ? undefined : search.sort,
    premium: search.premium,
    size: search.size === SEARCH_DEFAULTS.size ? undefined : search.size,
  }
  if (search.page > 1) {
    // Statistics page by offset: computed from what the service really delivers per page.
    if (type === 'statistics') params.offset = (search.page - 1) * pageSize
    else params.page = search.page
  }
  return params
}

function contentPage(data: ContentList): ResultPage {
  return { items: data.items.map(contentItemView), total: data.total_count }
}

function indicatorPage(data: IndicatorSearch): ResultPage {
  return { items: data.items.map(indicatorView), total: data.total_count }
}

export function contentSource(type: ContentTypeId): ResultsSource {
  const options = (search: ExplorerSearch, pageSize: number) =>
    contentListQuery(type, toListParams(type, search, pageSize))
  return {
    useResults: (search, pageSize) =>
      useQuery({ ...options(search, pageSize), select: contentPage }),
    prefetch: (client, search, pageSize) => client.prefetchQuery(options(search, pageSize)),
    canSearch: () => true,
  }
}

export function indicatorSource(): ResultsSource {
  const options = (search: ExplorerSearch) =>
    indicatorSearchQuery({
      q: search.q.trim(),
      size: search.size === SEARCH_DEFAULTS.size ? undefined : search.size,
    })
  const canSearch = (search: ExplorerSearch) => search.q.trim().length > 0
  return {
    useResults: (search) =>
      useQuery({ ...options(search), select: indicatorPage, enabled: canSearch(search) }),
    prefetch: (client, search) =>
      canSearch(search) ? client.prefetchQuery(options(search)) : Promise.resolve(),
    canSearch,
  }
}
