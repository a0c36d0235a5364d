import { isApiError } from '../../../api/http'
import { z } from '../../../api/zod'

/**
 * What the service says about a table it has no data for. The embedded service's 404 for a
 * year or country lists, per question, the years and countries it was asked in (an `asked`
 * extension of its problem document). Production's error bodies have no documented shape, so
 * everything here is optional: without the list the builder still names the choice to change.
 */
export interface AskedIn {
  questionId: string
  /** Survey years the question was asked in, ascending; undefined when not known. */
  years?: number[]
  /** Alpha-3 codes of the countries it was asked in; undefined when not known. */
  countries?: string[]
}

export type NoDataChoice = 'year' | 'country'

export interface NoData {
  choice: NoDataChoice
  asked: AskedIn[]
}

const askedSchema = z.looseObject({
  asked: z.array(
    z.looseObject({
      question_id: z.string(),
      years: z.optional(z.array(z.int())),
      countries: z.optional(z.array(z.string())),
    }),
  ),
})

/** The parsed `asked` list of an error body; empty when the body has none (or is cut short). */
function askedOf(body: string): AskedIn[] {
  try {
    const parsed = askedSchema.safeParse(JSON.parse(body))
    if (!parsed.success) return []
    return parsed.data.asked.map((a) => ({
      questionId: a.question_id,
      ...(a.years ? { years: [...a.years].sort((x, y) => x - y) } : {}),
      ...(a.countries ? { countries: a.countries.map((c) => c.toUpperCase()) } : {}),
    }))
  } catch {
    return []
  }
}

/** A "no data for this year / country" answer, or undefined for any other failure. */
export function noDataOf(error: unknown): NoData | undefined {
  if (!isApiError(error) || error.status !== 404) return undefined
  if (error.parameter !== 'year' && error.parameter !== 'country') return undefined
  return { choice: error.parameter, asked: askedOf(error.body) }
}

/** An address part the service does not know (404 naming rows, columns or filters). */
export function isUnknownId(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 404 &&
    (error.parameter === 'rows' || error.parameter === 'columns' || error.parameter === 'filters')
  )
}

/** Values every list holds; undefined when no list is known (nothing to bound by). */
export function intersect<T>(lists: readonly (readonly T[] | undefined)[]): T[] | undefined {
  const known = lists.filter((l): l is readonly T[] => l !== undefined)
  const [first, ...rest] = known
  if (!first) return undefined
  return first.filter((v) => rest.every((l) => l.includes(v)))
}

/** Up to `count` of `years`, nearest to `wanted` first (ties: the later year). */
export function nearestYears(years: readonly number[], wanted: number, count = 3): number[] {
  return [...years]
    .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a)
    .slice(0, count)
}
