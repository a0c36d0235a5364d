import { useState } from 'react'
import type { SheetSpec } from '../../../lib/export/workbook'
import type { DataTable } from '../../../api/schemas/survey'
import { exportHeader } from '../model/export-header'
import { tableNames, type Naming } from '../questions/question-catalogue'
import { toGrid, toTableModel } from '../model/table-model'
import { tableFileStem } from '../exports/table-file-name'
import { ExportStatus } from '../../../components/export-status'
import { exportLine, reasonOf } from '../../../lib/export/export-line'
import { m } from '../../../paraglide/messages.js'

/**
 * A comparison as one workbook: the comparison itself first (answers, the table's nets and its
 * mean score, each year or country with its marks against the first: compare-trend.ts), then a
 * sheet per year or country, each the frequency table of that year or country with its own
 * heading, base and footer (table-sheet.ts).
 */
export function CompareExport({
  loaded,
  label,
  filters,
  naming,
  kind,
  summary,
}: {
  loaded: readonly { key: string; table: DataTable }[]
  /** The comparison sheet, made when the file is asked for. */
  summary: () => SheetSpec
  label: (key: string) => string
  filters: string
  naming: Naming
  kind: 'years' | 'countries'
}) {
  const [status, setStatus] = useState('')
  const [failed, setFailed] = useState(false)
  const first = loaded[0]?.table
  if (!first) return null
  const download = async () => {
    try {
      const [{ downloadWorkbook }, { tableSheet }] = await Promise.all([
        import('../../../lib/export/workbook'),
        import('../exports/table-sheet'),
      ])
      const sheets = [summary()]
      for (const { key, table } of loaded) {
        const model = toTableModel(table, tableNames(naming.info(table.identifier.rows), undefined))
        const grid = toGrid(model, 'column', 'order')
        sheets.push(tableSheet(label(key), exportHeader(table, 'column', filters), model, grid))
      }
      const stem = `${tableFileStem(first.identifier.survey_id, first.identifier.rows)}-by-${kind === 'years' ? 'year' : 'country'}`
      await downloadWorkbook(stem, sheets)
      setFailed(false)
      setStatus(
        exportLine({ done: true, file: 'Excel', count: { n: sheets.length, of: 'sheets' } }),
      )
    } catch (error) {
      setFailed(true)
      setStatus(exportLine({ done: false, file: 'Excel', reason: reasonOf(error) }))
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="rounded border border-border px-2.5 py-1 text-sm hover:bg-surface-muted"
        onClick={() => void download()}
      >
        {kind === 'years' ? m.survey_compare_excel_years() : m.survey_compare_excel_countries()}
      </button>
      <ExportStatus text={status} failed={failed} />
    </div>
  )
}
