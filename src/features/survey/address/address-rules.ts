import { parseBanner } from './banner-address'
import { filterIds, questionOf, type SurveySearch } from './search-params'

/**
 * The rules every write of the survey address keeps, whoever asks for it (the builder's
 * steps, the tab book, audiences, nets, a link's cleaning). Pure: the writer
 * (survey-address.tsx) hands in what the question catalogue knows and today's year.
 */

export type AddressPatch = Partial<SurveySearch>

/**
 * Writes the address: the patch over the address as it is then, with these rules kept.
 * Building steps push a history entry (back and forward step through them); `replace` is for
 * typing and for cleaning what a link held. The one writer is survey-address.tsx.
 */
export type UpdateAddress = (patch: AddressPatch, options?: { replace?: boolean }) => void

export interface AddressFacts {
  /** The years every given question was asked in, as far as is known (question-catalogue.ts). */
  yearBounds: (ids: readonly string[]) => { min?: number; max?: number }
  thisYear: number
}

/** A patch that changes nothing writes nothing: no history entry, no loader run. */
export function isEmptyPatch(patch: AddressPatch): boolean {
  return Object.keys(patch).length === 0
}

/** The address after `patch`, with every rule below kept. */
export function nextAddress(
  prev: SurveySearch,
  patch: AddressPatch,
  facts: AddressFacts,
): SurveySearch {
  return withYearInRange(withOneSidePerQuestion({ ...prev, ...patch }, patch), facts)
}

/**
 * A question is on rows or on columns, not both (the service rejects such a table): the side
 * the patch puts it on keeps it, and the other side lets it go. An address that came that way
 * (a hand-edited link) is left as it is; tableRequest leaves the columns out of its request.
 */
function withOneSidePerQuestion(search: SurveySearch, patch: AddressPatch): SurveySearch {
  const { rows, columns } = search
  if (!rows || !columns || questionOf(rows) !== questionOf(columns)) return search
  const setsRows = 'rows' in patch && patch.rows !== undefined
  const setsColumns = 'columns' in patch && patch.columns !== undefined
  if (setsRows && !setsColumns) return { ...search, columns: undefined }
  if (setsColumns && !setsRows) return { ...search, rows: undefined }
  return search
}

/**
 * Keeps the chosen year inside the years the chosen questions were asked; with no year chosen,
 * picks the latest year they were all asked when that is before this year (the service's
 * default), so adding an older question does not end in "no data".
 */
function withYearInRange(search: SurveySearch, facts: AddressFacts): SurveySearch {
  const ids = [search.rows, search.columns, ...parseBanner(search), ...filterIds(search)].filter(
    (id): id is string => id !== undefined,
  )
  const { min, max } = facts.yearBounds(ids)
  let year = search.year
  if (year === undefined && max !== undefined && max < facts.thisYear) year = max
  if (year !== undefined && max !== undefined && year > max) year = max
  if (year !== undefined && min !== undefined && year < min) year = min
  return { ...search, year }
}
