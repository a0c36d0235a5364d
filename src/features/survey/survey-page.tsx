import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { dataTableQuery } from '../../api/survey-queries'
import { BuilderPanel } from './builder-panel'
import { QuestionSearch } from './question-search'
import { CompareView } from './compare-view'
import { ResultView } from './result-view'
import { SavedTables } from './saved-tables'
import { parseCompare, type TableRequest } from './search-params'
import { useNaming } from './question-catalogue'
import { useBuilder } from './use-builder'

/** The key of the table query while the address asks for no table; never fetched. */
const NO_TABLE: TableRequest = { rows: '' }

/** The survey builder: find questions, put them on rows, columns and filters, read the table. */
export function SurveyPage() {
  const builder = useBuilder()
  const { request } = builder
  // The table's answer also names the questions in the builder panel above it.
  const table = useQuery({
    ...dataTableQuery(request ?? NO_TABLE),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  })
  const naming = useNaming(request ? table.data : undefined)
  const compare = parseCompare(builder.search.compare)
  return (
    <div>
      <h1 className="text-2xl font-semibold">Survey builder</h1>
      <p className="mt-1 text-ink-muted">
        Turn consumer-survey questions into frequency and cross tables. Everything you build is in
        the address, so a copied link reopens the same table.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="min-w-0">
          <QuestionSearch builder={builder} />
        </div>
        <div className="min-w-0 space-y-4">
          <BuilderPanel builder={builder} naming={naming} />
          {builder.request ? (
            <ResultView builder={builder} table={table} naming={naming} />
          ) : (
            <div className="rounded border border-dashed border-border-strong p-8 text-center text-ink-muted">
              <p className="font-medium text-ink">No table yet</p>
              <p className="mt-1 text-sm">
                Search for a question on the left and add it to rows. Add a second question to
                columns for a cross table.
              </p>
            </div>
          )}
          {builder.request && compare && (
            <CompareView request={builder.request} compare={compare} />
          )}
          <SavedTables builder={builder} />
        </div>
      </div>
    </div>
  )
}
