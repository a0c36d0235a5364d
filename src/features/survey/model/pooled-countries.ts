import type { DataTable } from '../../../api/schemas'
import { m } from '../../../paraglide/messages.js'

/**
 * A table of several countries at once is the national samples added up, unweighted: a country
 * with more respondents counts for more, whatever its population. Said wherever the table's
 * place is named (the page and every export), so it is not read as an estimate for the countries
 * together.
 */
export function pooledNote(data: Pick<DataTable, 'geolocations'>): string | undefined {
  const n = data.geolocations.length
  if (n < 2) return undefined
  return m.survey_pooled_note({ count: n })
}
