import { useState } from 'react'
import { CitationMenu } from '../../components/citation-menu'
import type { Collection } from '../../lib/collections/model'
import { entryRecords, recordText } from '../../lib/collections/records'
import { codeNotLoaded } from '../../lib/code-download'
import { toCsv } from '../../lib/csv'
import { downloadCsv, fileStem } from '../../lib/download'
import { exportLine } from '../../lib/export/export-line'
import { m } from '../../paraglide/messages.js'

const button = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'

/** A collection's citations (one style, copy or download; BibTeX, RIS), CSV and Excel. */
export function CollectionExports({ collection }: { collection: Collection }) {
  const [failure, setFailure] = useState<string | undefined>()
  const stem = fileStem(collection.name)
  const records = () => entryRecords(collection, window.location.origin)

  const csv = () => {
    const rows = records()
    const header = Object.keys(rows[0] ?? {})
    downloadCsv(
      toCsv([header, ...rows.map((r) => header.map((h) => recordText(r[h] ?? null)))]),
      `${stem}.csv`,
    )
  }

  const excel = async () => {
    setFailure(undefined)
    try {
      const { downloadWorkbook, recordsSheet } = await import('../../lib/export/workbook')
      await downloadWorkbook(stem, [recordsSheet(collection.name, records())])
    } catch {
      setFailure(
        exportLine({
          done: false,
          file: 'Excel',
          reason: codeNotLoaded(m.collection_report_writer()),
        }),
      )
    }
  }

  if (collection.entries.length === 0) return null
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={csv}>
          {m.collection_download_csv()}
        </button>
        <button type="button" className={button} onClick={() => void excel()}>
          {m.collection_download_excel()}
        </button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <CitationMenu
        label={m.collection_cite_all()}
        name={collection.name}
        items={() => collection.entries.map((e) => e.citable)}
      />
    </div>
  )
}
