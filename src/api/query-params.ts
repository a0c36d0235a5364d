/**
 * Typed inputs of each endpoint and their normalisation into exactly what is sent, so the
 * query key and the request can never disagree.
 */

export type Platform = 'de' | 'en' | 'en-de'
export type SortOrder = 0 | 1

/** Facets of the content list endpoints; each endpoint sends only those it supports. */
export interface ContentListParams {
  q?: string | undefined
  platform?: Platform | undefined
  date_from?: string | undefined
  date_to?: string | undefined
  sort?: SortOrder | undefined
  premium?: boolean | undefined
  page?: number | undefined
  size?: number | undefined
  offset?: number | undefined
}

export interface SemanticSearchParams {
  q: string
  size?: number | undefined
}

export interface DataTableParams {
  rows: string
  columns?: string | undefined
  /** Answer IDs; sent comma-separated. Their order carries no meaning (AND across, OR within questions). */
  filters?: readonly string[] | undefined
  country?: string | undefined
  year?: number | undefined
}

export type SentParams = Readonly<Record<string, string | number | boolean>>

/** The server's default page size, used to turn a page into an offset for statistics. */
export const DEFAULT_PAGE_SIZE = 10

/** Keeps `keys` that have a value, in a fixed order; blank search text counts as absent. */
export function pickParams<P extends object>(
  params: P,
  keys: readonly (keyof P & string)[],
): SentParams {
  const sent: Record<string, string | number | boolean> = {}
  for (const key of [...keys].sort()) {
    const value: unknown = params[key]
    if (typeof value === 'string') {
      const trimmed = value.trim()
      if (trimmed !== '') sent[key] = key === 'q' ? trimmed : value
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      sent[key] = value
    }
  }
  return sent
}

const LIST_KEYS = [
  'q',
  'platform',
  'offset',
  'size',
  'page',
  'date_from',
  'date_to',
  'sort',
] as const

export function marketInsightParams(params: ContentListParams): SentParams {
  return pickParams(params, LIST_KEYS)
}

export function studyParams(params: ContentListParams): SentParams {
  return pickParams(params, [...LIST_KEYS, 'premium'])
}

export function infographicParams(params: ContentListParams): SentParams {
  return pickParams(params, LIST_KEYS)
}

/**
 * The statistics search takes `offset`, not `page`, and has no platform or sort: a page is
 * turned into `offset = (page - 1) * size` here. An explicit offset wins over a page.
 */
export function statisticParams(params: ContentListParams): SentParams {
  const { page, offset, ...rest } = params
  const size = params.size ?? DEFAULT_PAGE_SIZE
  const fromPage = page !== undefined && page > 1 ? (page - 1) * size : undefined
  return pickParams({ ...rest, offset: offset ?? fromPage }, [
    'q',
    'offset',
    'size',
    'date_from',
    'date_to',
    'premium',
  ])
}

export function semanticSearchParams(params: SemanticSearchParams): SentParams {
  return pickParams(params, ['q', 'size'])
}

export function dataTableParams(params: DataTableParams): SentParams {
  const filters = [...new Set(params.filters ?? [])].filter((id) => id.trim() !== '').sort()
  return pickParams(
    {
      rows: params.rows,
      columns: params.columns,
      filters: filters.length > 0 ? filters.join(',') : undefined,
      country: params.country?.trim().toUpperCase(),
      year: params.year,
    },
    ['rows', 'columns', 'filters', 'country', 'year'],
  )
}
