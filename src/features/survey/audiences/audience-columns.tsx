import type { Audience } from '../address/audience-address'
import type { AudienceTest } from '../model/audiences'
import { AudienceView } from './audience-view'
import type { RowSort, TableRequest } from '../address/search-params'
import { useAudienceTables } from './use-audience-tables'
import type { TableNaming } from '../questions/use-table-naming'

/**
 * The address's audiences as columns (audiences.ts), below the table: their tables asked and
 * read here, in a chunk that loads only for a link that has audiences.
 */
export function AudienceColumns({
  request,
  audiences,
  naming,
  sort,
  test,
}: {
  request: TableRequest
  audiences: readonly Audience[]
  naming: TableNaming
  sort: RowSort
  /** The table's level and minimum base: the audience marks use them too. */
  test: AudienceTest
}) {
  const tables = useAudienceTables(request, audiences, naming, sort, test)
  return <AudienceView request={request} tables={tables} naming={naming} />
}
