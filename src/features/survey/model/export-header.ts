import type { DataTable } from '../../../api/schemas'
import { pooledNote } from './pooled-countries'
import type { PercentBase } from '../address/search-params'
import { retrievedToday } from '../../../lib/retrieved-today'

/**
 * The table for a report: a header block saying what it is (question wording, filters in
 * words, place, year, percent base, bases, the test behind the marks, source), then the grid.
 * CSV download and tab-separated copy carry the same rows. Numbers are plain (no thousands
 * separators, '.' decimals) so spreadsheets read them as numbers.
 */
export interface ExportHeader {
  title: string
  country: string
  year: string
  /** The filter sentence in words ("Female AND (Gen Z OR Millennials)"); '' for none. */
  filters: string
  percentBase: PercentBase
  source: string
  retrieved: string
  /** What the ▲/▼ marks are, where not the table's usual test (audience columns: audiences.ts). */
  significance?: string | undefined
}

/** The header of a table answer as shown: filters in words, the percent base chosen. */
export function exportHeader(
  data: DataTable,
  percentBase: PercentBase,
  filters: string,
  retrieved = retrievedToday(),
): ExportHeader {
  const pooled = pooledNote(data)
  const places = data.geolocations.map((g) => `${g.name ?? g.code} (${g.code})`).join('; ')
  return {
    title: data.title,
    country: pooled ? `${places}. ${pooled}` : places,
    year: data.date ?? '',
    filters,
    percentBase,
    source: data.sources.join('; '),
    retrieved,
  }
}
