import { readFigures, type Figures } from '../../lib/collections/answer-figures'
import type { CollectionEntry } from '../../lib/collections/model'
import { sheetNames, type SheetSpec, type SheetValue } from '../../lib/export/workbook'
import { m } from '../../paraglide/messages.js'
import type { ReportFileInput } from './report-deck'

/**
 * A collection's report as one Excel workbook: a contents sheet listing every entry in order
 * (with its note, link, reference and the sheet that holds its figures), then a sheet per kept
 * table: a survey table as the survey's own sheet (percentages as fractions in a percent format,
 * counts as integers), a statistic's or indicator's data with its numbers as numbers.
 */

/** The table sheet an entry gets, or undefined when it keeps no figures that read. */
function tableSheetOf(
  entry: CollectionEntry,
  name: string,
  survey: ReportFileInput['survey'],
): SheetSpec | undefined {
  const answer = entry.answer
  if (!answer) return undefined
  if (answer.kind === 'survey-table') return survey.sheet(name, entry)
  const read = readFigures(answer)
  return read.ok ? figuresSheet(name, entry, read.figures) : undefined
}

function figuresSheet(name: string, entry: CollectionEntry, figures: Figures): SheetSpec {
  const value = (v: number | string | undefined): SheetValue => v ?? null
  return {
    name,
    heading: [
      entry.title,
      ...(figures.unit ? [m.collection_sheet_unit({ unit: figures.unit })] : []),
      ...(entry.note ? [m.collection_sheet_note({ note: entry.note })] : []),
    ],
    columns: [
      { header: figures.rowHeading },
      ...figures.columns.map((c) => ({ header: c, format: 'decimal' as const })),
    ],
    rows: [...figures.rows, ...(figures.footer ? [figures.footer] : [])].map((row) => [
      row.label,
      ...row.cells.map((c) => value(c.value)),
    ]),
    footer: [figures.retrievedWords],
  }
}

/** A sheet's name before Excel's rules: the entry's place and title ("2 Smartphone use…"). */
const wantedName = (entry: CollectionEntry, position: number) => `${position} ${entry.title}`

export function reportSheets({
  collection,
  survey,
  citations,
  origin,
}: ReportFileInput): SheetSpec[] {
  const contentsName = m.collection_sheet_contents()
  // Names fixed up front (Excel's length and uniqueness rules), so the contents can name them.
  const names = sheetNames([
    contentsName,
    ...collection.entries.map((e, i) => wantedName(e, i + 1)),
  ]).slice(1)
  const tables = collection.entries.map((entry, i) =>
    tableSheetOf(entry, names[i] ?? `${i + 1}`, survey),
  )
  const day = (iso: string | undefined) => {
    const date = iso ? new Date(iso) : undefined
    return date && !Number.isNaN(date.getTime()) ? date : null
  }
  const contents: SheetSpec = {
    name: contentsName,
    heading: [collection.name, m.collection_sheet_kept()],
    columns: [
      { header: m.collection_sheet_position(), format: 'integer', width: 9 },
      { header: m.collection_sheet_kind(), width: 16 },
      { header: m.collection_sheet_title(), width: 48 },
      { header: m.collection_sheet_sheet(), width: 24 },
      { header: m.collection_sheet_note_column(), width: 40 },
      { header: m.collection_sheet_retrieved(), format: 'date', width: 12 },
      { header: m.collection_sheet_link(), width: 40 },
      { header: m.collection_sheet_reference(), width: 60 },
    ],
    rows: collection.entries.map((entry, i) => [
      i + 1,
      entry.kind,
      entry.title,
      tables[i] ? (names[i] ?? null) : null,
      entry.note || null,
      day(entry.answer?.retrievedAt ?? entry.citable.retrieved),
      `${origin}${entry.href}`,
      citations.get(entry.key) ?? null,
    ]),
  }
  return [contents, ...tables.filter((t): t is SheetSpec => t !== undefined)]
}
