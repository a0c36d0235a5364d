/**
 * Typed inputs of the survey's endpoints and their normalisation into exactly what is sent, so
 * the query key and the request can never disagree. The content lists build theirs in
 * queries.ts, from the explorer's validated search.
 */

export type Platform = 'de' | 'en' | 'en-de'
export type SortOrder = 0 | 1

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
