import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describeFailure, failureLine } from '../../../api/describe-failure'
import type { SavedTable } from '../panels/saved-store'
import { ExportStatus } from '../../../components/export-status'
import { formatCount } from '../../../lib/format'
import { exportLine } from '../../../lib/export/export-line'
import { m } from '../../../paraglide/messages.js'
import { retrievedToday } from '../../../lib/retrieved-today'

const button = 'rounded border border-border px-2 py-0.5 text-sm hover:bg-surface-muted'

/**
 * The saved tables as one Excel workbook (a tab book: one sheet per table) or one PowerPoint
 * deck (a chart slide and a table slide per table). Tables are fetched on the click; the
 * writers load only then.
 */
export function SavedExports({ tables }: { tables: readonly SavedTable[] }) {
  const client = useQueryClient()
  const [status, setStatus] = useState('')
  const [failed, setFailed] = useState(false)
  const run = async (what: 'Excel' | 'PowerPoint') => {
    setFailed(false)
    setStatus(m.survey_saved_loading({ count: tables.length, shown: formatCount(tables.length) }))
    try {
      const { loadSavedTable } = await import('./table-export-input')
      const loaded = await Promise.all(tables.map((t) => loadSavedTable(client, t)))
      const stem = `saved-tables-${retrievedToday()}`
      const { downloadSlides, downloadTableSheets } = await import('./office-files')
      if (what === 'Excel') await downloadTableSheets(stem, loaded)
      else await downloadSlides(stem, loaded)
      setStatus(exportLine({ done: true, file: what, count: { n: loaded.length, of: 'tables' } }))
    } catch (error) {
      setFailed(true)
      setStatus(
        exportLine({ done: false, file: what, reason: failureLine(describeFailure(error)) }),
      )
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-muted">{m.survey_saved_all()}</span>
      <button type="button" className={button} onClick={() => void run('Excel')}>
        {m.survey_saved_excel()}
      </button>
      <button type="button" className={button} onClick={() => void run('PowerPoint')}>
        {m.survey_saved_deck()}
      </button>
      <ExportStatus text={status} failed={failed} />
    </div>
  )
}
