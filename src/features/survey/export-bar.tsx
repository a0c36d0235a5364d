import { useState } from 'react'
import type { DataTable } from '../../api/schemas'
import type { ExportHeader } from './export-header'
import type { Grid, TableModel } from './table-model'
import { tableFileStem } from './table-file-name'

// The CSV writer loads when a pointer or focus reaches the bar, or on the click.
const loadCsv = () => import('./csv-export')

const button = 'rounded border border-border px-2.5 py-1 text-sm hover:bg-surface-muted'

/**
 * Copy link, CSV and Excel downloads with a header block, a PowerPoint slide pair, and
 * tab-separated copy for spreadsheets. The Excel and PowerPoint writers load on the click.
 */
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
  const [failed, setFailed] = useState(false)
  const say = (text: string, failure = false) => (setStatus(text), setFailed(failure))
  const stem = tableFileStem(
    data.identifier.survey_id,
    data.identifier.rows,
    data.identifier.columns,
  )
  const office = async (what: string, make: () => Promise<void>) => {
    say(`Preparing the ${what} file…`)
    try {
      await make()
      say(`${what} file downloaded.`)
    } catch (error) {
      say(
        `Could not make the ${what} file${error instanceof Error ? `: ${error.message}` : ''}. Download the CSV instead.`,
        true,
      )
    }
  }
  const excel = () =>
    office('Excel', async () => {
      const [{ downloadWorkbook }, { tableSheet }] = await Promise.all([
        import('../../lib/export/workbook'),
        import('./table-sheet'),
      ])
      await downloadWorkbook(stem, [tableSheet(data.title, now(), model, grid)])
    })
  const slides = () =>
    office('PowerPoint', async () => {
      const [{ downloadDeck }, { lightPalette }] = await Promise.all([
        import('./deck'),
        import('./chart-export'),
      ])
      await downloadDeck(stem, [{ header: now(), model, grid }], lightPalette().series)
    })
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text)
      say(`${what} copied.`)
    } catch {
      say(`Could not copy the ${what.toLowerCase()}: the browser refused clipboard access.`, true)
    }
  }
  const download = async () => {
    const { surveyCsv } = await loadCsv()
    const csv = surveyCsv(now(), model, grid)
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `${data.identifier.survey_id}-${data.identifier.rows.replace(/[^\w-]+/g, '_')}.csv`
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    say('CSV downloaded.')
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      onPointerEnter={() => void loadCsv()}
      onFocus={() => void loadCsv()}
    >
      <button
        type="button"
        className={button}
        onClick={() => void copy(window.location.href, 'Link')}
      >
        Copy link
      </button>
      <button type="button" className={button} onClick={() => void download()}>
        Download CSV
      </button>
      <button type="button" className={button} onClick={() => void excel()}>
        Download Excel
      </button>
      <button type="button" className={button} onClick={() => void slides()}>
        Download PowerPoint
      </button>
      <button
        type="button"
        className={button}
        onClick={() =>
          void loadCsv().then(({ toTsv, exportRows }) =>
            copy(toTsv(exportRows(now(), model, grid)), 'Table'),
          )
        }
      >
        Copy for spreadsheet
      </button>
      <span role="status" className={`text-sm ${failed ? 'text-danger' : 'text-ink-muted'}`}>
        {status}
      </span>
    </div>
  )
}
