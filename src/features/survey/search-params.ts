import { MAX_QUERY_CHARS } from '../../api/query-limits'
import { z } from '../../api/zod'

/**
 * The survey builder's URL. Server inputs carry the service's names (rows, columns, filters,
 * country, year); view state (q, view, pct, sort, chart, compare) is applied client-side.
 * Every field has a .catch(), so a hand-edited or stale URL degrades to defaults, never throws.
 */

const QUESTION_ID = /^[A-Za-z0-9_]{1,100}$/
const ANSWER_ID = /^[A-Za-z0-9_]{1,100}#\d{1,4}$/

export const isQuestionId = (id: string) => QUESTION_ID.test(id)
export const isAnswerId = (id: string) => ANSWER_ID.test(id)
/** A question or one of its answers: what rows and columns accept. */
export const isDimensionId = (id: string) => isQuestionId(id) || isAnswerId(id)

/** The question part of a question or answer ID. */
export function questionOf(id: string): string {
  const hash = id.indexOf('#')
  return hash === -1 ? id : id.slice(0, hash)
}

// The router JSON-parses values that look like numbers ("2024" → 2024), so text fields accept
// numbers and turn them back into strings.
const text = z.pipe(
  z.transform((v: unknown) => (typeof v === 'number' ? String(v) : v)),
  z.string(),
)

/** `schema`, or undefined when the value is absent or does not fit it. */
const optionalOr = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

const dimension = optionalOr(
  z
    .pipe(
      text,
      z.transform((v: string) => v.trim()),
    )
    .check(z.refine(isDimensionId)),
)

/** Comma-separated answer IDs; invalid entries are dropped, duplicates removed, order kept. */
const filterList = optionalOr(
  z.pipe(
    text,
    z.transform((v: string) => {
      const ids = v
        .split(',')
        .map((s) => s.trim())
        .filter(isAnswerId)
      const unique = [...new Set(ids)].slice(0, 100)
      return unique.length > 0 ? unique.join(',') : undefined
    }),
  ),
)

const country = optionalOr(
  z
    .pipe(
      text,
      z.transform((v: string) => v.trim().toUpperCase()),
    )
    .check(z.refine((v) => /^[A-Z]{3}$/.test(v))),
)

const year = optionalOr(z.coerce.number().check(z.int(), z.gte(1900), z.lte(2999)))

/** `years:2022,2024` or `countries:DEU,FRA` — the same table for several years or countries. */
const compare = optionalOr(
  z.pipe(
    text,
    z.transform((v: string) => normaliseCompare(v)),
  ),
)

/**
 * Questions asked of the question search at once. Lives here, not next to the search
 * component, so the route's loader can prefetch without pulling the builder into the first load.
 */
export const SEARCH_SIZE = 25

// Tab book (tab-book.ts): `book=<question id>,…`, more row questions, each its own table under
// the table of `rows`, with the same columns, filters, country and year. Without `book` an
// address means what it always meant. Invalid and repeated IDs are dropped, order kept.
export const MAX_BOOK = 20

/** The `book` value as a clean list: question IDs only, each once, at most MAX_BOOK. */
export function parseBook(raw: string | undefined): string[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isQuestionId)
  return [...new Set(ids)].slice(0, MAX_BOOK)
}

const BOOK_FIELDS = {
  book: optionalOr(
    z.pipe(
      text,
      z.transform((v: string) => parseBook(v).join(',') || undefined),
    ),
  ),
}

export const VIEWS = ['table', 'chart', 'both'] as const
export const PERCENT_BASES = ['column', 'row', 'total'] as const
export const ROW_SORTS = ['order', 'label', 'value'] as const
export const CHART_LAYOUTS = ['grouped', 'stacked'] as const

export type View = (typeof VIEWS)[number]
export type PercentBase = (typeof PERCENT_BASES)[number]
export type RowSort = (typeof ROW_SORTS)[number]
export type ChartLayout = (typeof CHART_LAYOUTS)[number]

export const SURVEY_DEFAULTS = {
  q: '',
  view: 'both',
  pct: 'column',
  order: 'order',
  chart: 'grouped',
} as const satisfies {
  q: string
  view: View
  pct: PercentBase
  order: RowSort
  chart: ChartLayout
}

/** Ten nets of a 60-character name and a dozen long answer IDs each fit in this. */
const MAX_NETS_CHARS = 8000

/** `schema` with `fallback` when the value is absent (default) or invalid (catch). */
function withDefault<V extends string>(schema: z.ZodMiniType<V>, fallback: NoInfer<V>) {
  return z.catch(z._default(schema, fallback), fallback)
}

// Audiences (audiences.ts): `aud=<name>~<answerId>+<answerId>;…`, the table's audience
// columns. Kept as text here; audiences.ts parseAudiences reads it and names what it drops.
const audiences = optionalOr(
  z.pipe(
    text,
    z.transform((v: string) => v.slice(0, 8_000) || undefined),
  ),
)

export const surveySearchSchema = z.object({
  rows: dimension,
  columns: dimension,
  filters: filterList,
  country,
  year,
  q: withDefault(
    z.pipe(
      text,
      z.transform((v: string) => v.slice(0, MAX_QUERY_CHARS)),
    ),
    SURVEY_DEFAULTS.q,
  ),
  view: withDefault(z.enum(VIEWS), SURVEY_DEFAULTS.view),
  pct: withDefault(z.enum(PERCENT_BASES), SURVEY_DEFAULTS.pct),
  order: withDefault(z.enum(ROW_SORTS), SURVEY_DEFAULTS.order),
  chart: withDefault(z.enum(CHART_LAYOUTS), SURVEY_DEFAULTS.chart),
  compare,
  ...BOOK_FIELDS,
  aud: audiences,
  // Nets (issue 18): `<name>~<answerId>+<answerId>;<name>~…`. Only bounded here; nets.ts
  // (parseNets) reads the entries and drops invalid ones, which the nets panel names.
  nets: optionalOr(
    z.pipe(
      text,
      z.transform((v: string) => v.trim().slice(0, MAX_NETS_CHARS) || undefined),
    ),
  ),
})

export type SurveySearch = z.infer<typeof surveySearchSchema>

export interface Compare {
  kind: 'years' | 'countries'
  values: string[]
}

const MAX_COMPARED = 6

export function parseCompare(raw: string | undefined): Compare | undefined {
  if (!raw) return undefined
  const [kind, list = ''] = raw.split(':', 2)
  if (kind !== 'years' && kind !== 'countries') return undefined
  const valid =
    kind === 'years'
      ? (v: string) => /^\d{4}$/.test(v) && Number(v) >= 1900
      : (v: string) => /^[A-Z]{3}$/.test(v)
  const values = [
    ...new Set(
      list
        .split(',')
        .map((v) => v.trim().toUpperCase())
        .filter(valid),
    ),
  ]
    .sort()
    .slice(0, MAX_COMPARED)
  return values.length > 0 ? { kind, values } : undefined
}

export function formatCompare(compare: Compare | undefined): string | undefined {
  return compare && compare.values.length > 0
    ? `${compare.kind}:${compare.values.join(',')}`
    : undefined
}

function normaliseCompare(raw: string): string | undefined {
  return formatCompare(parseCompare(raw))
}

/** The filter answer IDs of the URL, as a list. */
export function filterIds(search: Pick<SurveySearch, 'filters'>): string[] {
  return search.filters ? search.filters.split(',') : []
}

/**
 * What the table request needs, or undefined when the URL holds no rows yet (the empty state).
 * Columns equal to the rows' question are dropped: the service would reject them.
 */
export function tableRequest(search: SurveySearch) {
  if (!search.rows) return undefined
  const columns =
    search.columns && questionOf(search.columns) !== questionOf(search.rows)
      ? search.columns
      : undefined
  const filters = filterIds(search)
  return {
    rows: search.rows,
    ...(columns ? { columns } : {}),
    ...(filters.length > 0 ? { filters } : {}),
    ...(search.country ? { country: search.country } : {}),
    ...(search.year !== undefined ? { year: search.year } : {}),
  }
}

export type TableRequest = NonNullable<ReturnType<typeof tableRequest>>
