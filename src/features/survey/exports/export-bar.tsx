import { useState } from 'react'
import type { DataTable } from '../../../api/schemas'
import { codeNotLoaded } from '../../../lib/code-download'
import { copy } from './copy-text'
import type { ExportInput } from './export-actions'
import type { ExportHeader } from '../model/export-header'
import type { Grid, TableModel } from '../model/table-model'
import { ExportStatus } from '../../../components/export-status'
import { m } from '../../../paraglide/messages.js'
import { retrievedToday } from '../../../lib/retrieved-today'

// What the buttons do (and the CSV writer) loads when a pointer or focus reaches the bar, or on
// the click; the Excel and PowerPoint writers load on the click. Should it not load (the
// connection dropped, or a new version replaced it), the bar says so and how to go on.
const loadActions = () =>
  import('./export-actions').catch((error: unknown) => {
    throw new Error(codeNotLoaded(m.survey_export_tools_part()), { cause: error })
  })

/** Ahead of a click: a failure here is said when the click comes. */
const preload = () => void loadActions().catch(() => undefined)

const button = 'rounded border border-border px-2.5 py-1 text-sm hover:bg-surface-muted'

type Action = keyof Awaited<ReturnType<typeof loadActions>>

/**
 * Copy link, CSV and Excel downloads with a header block, a PowerPoint slide pair, and
 * tab-separated copy for spreadsheets (export-actions.ts).
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
  const input = (): ExportInput => ({
    data,
    model,
    grid,
    header: { ...header, retrieved: retrievedToday() },
  })
  const [status, setStatus] = useState('')
  const [failed, setFailed] = useState(false)
  const say = (text: string, failure = false) => (setStatus(text), setFailed(failure))
  const run = (done: Promise<string>) =>
    void done.then(
      (text) => say(text),
      (error: unknown) => say(error instanceof Error ? error.message : String(error), true),
    )
  const act = (action: Action, preparing?: string) => {
    if (preparing) say(m.survey_preparing({ what: preparing }))
    run(loadActions().then((m) => m[action](input())))
  }
  return (
    <div className="flex flex-wrap items-center gap-2" onPointerEnter={preload} onFocus={preload}>
      <button
        type="button"
        className={button}
        onClick={() => run(copy(window.location.href, m.survey_noun_link()))}
      >
        {m.survey_copy_link()}
      </button>
      <button type="button" className={button} onClick={() => act('downloadCsv')}>
        {m.survey_download_csv()}
      </button>
      <button type="button" className={button} onClick={() => act('excel', 'Excel')}>
        {m.survey_download_excel()}
      </button>
      <button type="button" className={button} onClick={() => act('slides', 'PowerPoint')}>
        {m.survey_download_pptx()}
      </button>
      <button type="button" className={button} onClick={() => act('copyTsv')}>
        {m.survey_copy_tsv()}
      </button>
      <ExportStatus text={status} failed={failed} />
    </div>
  )
}
