import { MAX_QUERY_CHARS } from '../../../api/query-limits'
import { isAnswerId, isDimensionId, isQuestionId, questionOf } from '../../../api/survey-ids'
import { z } from '../../../api/zod'

/**
 * The survey builder's URL. Server inputs carry the service's names (rows, columns, filters,
 * country, year); view state (q, view, pct, sort, chart, compare) is applied client-side.
 * Every field has a .catch(), so a hand-edited or stale URL degrades to defaults, never throws.
 */

// The shapes of IDs are the provider's (src/api/survey-ids.ts), shared with the requests.
export { isAnswerId, isDimensionId, isQuestionId, questionOf }

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
// Analysis options (test-options.ts reads them). Absent means the default, so a default never
// sits in the address: level 95, minbase 30, vs rest, fdr none, no mean, no index.
/** `1` (the router also parses "1" and "true" to 1 and true). */
const flag = optionalOr(
  z.pipe(
    z.transform((v: unknown) => (v === 1 || v === '1' || v === true ? 1 : undefined)),
    z.literal(1),
  ),
)
/** `q#1:1,q#2:2.5`: a score per answer ID; invalid entries are dropped. */
const scoreList = optionalOr(
  z.pipe(
    text,
    z.transform((v: string) => normaliseScores(v)),
  ),
)
const analysisFields = {
  // A number, as the router writes numbers plainly (a string "99" would be written quoted).
  level: optionalOr(z.coerce.number().check(z.refine((v) => v === 90 || v === 99))),
  minbase: optionalOr(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
  vs: optionalOr(
    z
      .pipe(
        text,
        z.transform((v: string) => v.trim()),
      )
      .check(z.refine(isAnswerId)),
  ),
  fdr: optionalOr(z.pipe(text, z.enum(['bh']))),
  mean: flag,
  scores: scoreList,
  index: flag,
  // Column letters with pairwise tests (column-letters.ts), in the banner view.
  letters: flag,
}

/** Score of an answer in `scores`: finite, at most 3 decimals, within ±1,000,000. */
const SCORE = /^-?\d{1,7}(\.\d{1,3})?$/

/** The URL's `scores` as answer ID → score; invalid entries are left out, the first kept. */
export function parseScores(raw: string | undefined): Map<string, number> {
  const scores = new Map<string, number>()
  for (const entry of (raw ?? '').split(',')) {
    const colon = entry.lastIndexOf(':')
    const id = entry.slice(0, colon).trim()
    const value = entry.slice(colon + 1).trim()
    if (colon < 0 || !isAnswerId(id) || !SCORE.test(value) || scores.has(id)) continue
    if (Math.abs(Number(value)) > 1_000_000) continue
    if (scores.size < 200) scores.set(id, Number(value))
  }
  return scores
}

export function formatScores(scores: ReadonlyMap<string, number>): string | undefined {
  const list = [...scores].map(([id, v]) => `${id}:${v}`)
  return list.length > 0 ? list.join(',') : undefined
}

function normaliseScores(raw: string): string | undefined {
  return formatScores(parseScores(raw))
}

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
  // Banner (banner.ts): `banner=<column id>,…`, the column questions beside `columns`. Only
  // bounded here; banner.ts parseBanner reads it.
  banner: optionalOr(
    z.pipe(
      text,
      z.transform((v: string) => v.trim().slice(0, 1000) || undefined),
    ),
  ),
  aud: audiences,
  // Nets (issue 18): `<name>~<answerId>+<answerId>;<name>~…`. Only bounded here; nets.ts
  // (parseNets) reads the entries and drops invalid ones, which the nets panel names.
  nets: optionalOr(
    z.pipe(
      text,
      z.transform((v: string) => v.trim().slice(0, MAX_NETS_CHARS) || undefined),
    ),
  ),
  ...analysisFields,
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
