import { readFigures } from '../../lib/collections/answer-figures'
import type { CollectionEntry } from '../../lib/collections/model'
import { formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import { FiguresTable } from './figures-table'
import type { SurveyReportParts } from './report-parts'
import { SnapshotFacts } from './snapshot-facts'

/**
 * One entry of a collection's report: its place, kind and title, the note, and what it keeps:
 * a survey table as the builder's grid and chart, a statistic's or indicator's data as a table,
 * anything else as a card of what was seen. Every figure comes from the kept answer: opening the
 * report asks nothing of the service. Printed, an entry stays on one page where it fits.
 */
export function ReportEntry({
  entry,
  position,
  citation,
  survey,
}: {
  entry: CollectionEntry
  position: number
  citation: string | undefined
  survey: SurveyReportParts
}) {
  const headingId = `report-entry-${position}`
  return (
    <li
      aria-labelledby={headingId}
      // On paper a table shows all its rows rather than scrolling inside its box.
      className="space-y-3 rounded border border-border bg-surface p-4 break-inside-avoid print:border-0 print:p-0 print:[&_[role=region]]:max-h-none print:[&_[role=region]]:overflow-visible"
    >
      <header>
        <p className="text-xs font-medium uppercase tracking-wide text-ink-subtle">
          {position}. {entry.kind}
        </p>
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {entry.title}
        </h2>
      </header>
      {entry.note && (
        <p className="border-l-4 border-accent pl-3 text-sm whitespace-pre-wrap">{entry.note}</p>
      )}
      <EntryBody entry={entry} survey={survey} />
      <footer className="space-y-1 text-xs text-ink-muted">
        {citation && <p className="break-words">{citation}</p>}
        <p>
          <a href={entry.href} className="text-accent-strong underline print:no-underline">
            {m.collection_report_open()}
          </a>
          <span className="hidden print:inline"> {entry.href}</span>
        </p>
      </footer>
    </li>
  )
}

function EntryBody({ entry, survey }: { entry: CollectionEntry; survey: SurveyReportParts }) {
  const answer = entry.answer
  if (answer?.kind === 'survey-table')
    return (
      <div className="space-y-1">
        <p className="text-xs text-ink-muted">
          {m.collection_figures_retrieved({
            date: formatDate(answer.retrievedAt, { local: true }),
          })}
        </p>
        <survey.Figure entry={entry} />
      </div>
    )
  if (answer) {
    const read = readFigures(answer)
    return read.ok ? (
      <FiguresTable figures={read.figures} caption={read.figures.retrievedWords} />
    ) : (
      <p className="text-sm text-ink-muted">{read.message}</p>
    )
  }
  if (entry.snapshot.length === 0) return null
  return <SnapshotFacts snapshot={entry.snapshot} className="text-sm" />
}
