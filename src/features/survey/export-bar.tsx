import { useState } from 'react'
import type { DataTable } from '../../api/schemas'
import { exportRows, surveyCsv, toTsv, type ExportHeader } from './csv-export'
import type { Grid, TableModel } from './table-model'

const button = 'rounded border border-border px-2.5 py-1 text-sm hover:bg-surface-muted'

/** Copy link, CSV download with a header block, and tab-separated copy for spreadsheets. */
export function ExportBar({
  data,
  model,
  grid,
  header,
}: {
  data: DataTable
  model: TableModel
  grid: Grid
  header: ExportHeader
}) {
  const now = () => ({ ...header, retrieved: new Date().toISOString().slice(0, 10) })
  const [status, setStatus] = useState('')
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus(`${what} copied.`)
    } catch {
      setStatus(`Could not copy the ${what.toLowerCase()}: the browser refused clipboard access.`)
    }
  }
  const download = () => {
    const csv = surveyCsv(now(), model, grid)
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `${data.identifier.survey_id}-${data.identifier.rows.replace(/[^\w-]+/g, '_')}.csv`
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    setStatus('CSV downloaded.')
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={button}
        onClick={() => void copy(window.location.href, 'Link')}
      >
        Copy link
      </button>
      <button type="button" className={button} onClick={download}>
        Download CSV
      </button>
      <button
        type="button"
        className={button}
        onClick={() => void copy(toTsv(exportRows(now(), model, grid)), 'Table')}
      >
        Copy for spreadsheet
      </button>
      <span role="status" className="text-sm text-ink-muted">
        {status}
      </span>
    </div>
  )
}
