import { useState } from 'react'
import { codeNotLoaded } from '../../lib/code-download'
import type { Collection } from '../../lib/collections/model'
import { downloadBlob, fileStem } from '../../lib/download'
import { exportLine } from '../../lib/export/export-line'
import { ExportStatus } from '../../components/export-status'
import { m } from '../../paraglide/messages.js'
import type { SurveyReportParts } from './report-parts'

const button = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'

/**
 * The report as one PowerPoint deck or one Excel workbook, and printing it. The builders and
 * their writers load on the click: never with the page.
 */
export function ReportFiles({
  collection,
  survey,
  citations,
}: {
  collection: Collection
  survey: SurveyReportParts
  citations: ReadonlyMap<string, string>
}) {
  const [status, setStatus] = useState<{ text: string; failed: boolean }>()
  const stem = fileStem(collection.name)

  const make = async (what: 'deck' | 'workbook') => {
    const file = what === 'deck' ? 'PowerPoint' : 'Excel'
    setStatus({ text: m.collection_report_making(), failed: false })
    let blob: Blob
    try {
      const parts = await survey.files()
      const input = { collection, survey: parts, citations, origin: window.location.origin }
      if (what === 'deck') {
        const { buildReportDeck } = await import('./report-deck')
        const deck = await buildReportDeck(input, parts.palette())
        blob = (await deck.write({ outputType: 'blob' })) as Blob
      } else {
        const [{ reportSheets }, { workbookBlob }] = await Promise.all([
          import('./report-workbook'),
          import('../../lib/export/workbook'),
        ])
        blob = await workbookBlob(reportSheets(input))
      }
    } catch {
      setStatus({
        text: exportLine({
          done: false,
          file,
          reason: codeNotLoaded(m.collection_report_writer()),
        }),
        failed: true,
      })
      return
    }
    downloadBlob(blob, `${stem}.${what === 'deck' ? 'pptx' : 'xlsx'}`)
    setStatus({ text: exportLine({ done: true, file }), failed: false })
  }

  return (
    <div className="space-y-1 print:hidden">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => void make('deck')}>
          {m.collection_report_deck()}
        </button>
        <button type="button" className={button} onClick={() => void make('workbook')}>
          {m.collection_report_workbook()}
        </button>
        <button type="button" className={button} onClick={() => window.print()}>
          {m.collection_report_print()}
        </button>
      </div>
      <p>
        <ExportStatus text={status?.text ?? ''} failed={status?.failed ?? false} />
      </p>
    </div>
  )
}
