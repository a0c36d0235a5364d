import type { Audience } from './audience-address'
import { AudienceView } from './audience-view'
import type { RowSort, TableRequest } from './search-params'
import { useAudienceTables } from './use-audience-tables'
import type { TableNaming } from './use-table-naming'

/**
 * The address's audiences as columns (audiences.ts), below the table: their tables asked and
 * read here, in a chunk that loads only for a link that has audiences.
 */
export function AudienceColumns({
  request,
  audiences,
  naming,
  sort,
}: {
  request: TableRequest
  audiences: readonly Audience[]
  naming: TableNaming
  sort: RowSort
}) {
  const tables = useAudienceTables(request, audiences, naming, sort)
  return <AudienceView request={request} tables={tables} naming={naming} />
}
