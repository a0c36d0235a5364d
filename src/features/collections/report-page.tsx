import { Link } from '@tanstack/react-router'
import { useCollection } from '../../lib/collections/store'
import { formatCount } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import { ReportEntry } from './report-entry'
import { useEntryCitations } from './report-citations'
import { ReportFiles } from './report-files'
import type { SurveyReportParts } from './report-parts'

/**
 * `/collections/<id>/report`: a collection read as a report, the reader's own or one shared with
 * the team: its entries in order with their notes and kept figures, as a deck, a workbook or on
 * paper. Nothing here asks the service: every figure is the one kept with its entry.
 */
export function CollectionReport({ id, survey }: { id: string; survey: SurveyReportParts }) {
  const { collection, isPending, error } = useCollection(id)
  const citations = useEntryCitations(collection?.entries ?? NO_ENTRIES)
  if (isPending) return <p className="text-sm text-ink-muted">{m.collection_loading()}</p>
  if (!collection)
    return (
      <div role="alert" className="rounded border border-border bg-surface p-4 text-sm">
        <h1 className="text-lg font-semibold">{m.collection_not_found()}</h1>
        <p className="mt-1">
          {error?.message ?? m.collection_not_found_why()} {m.collection_not_found_advice()}
        </p>
      </div>
    )
  const count = collection.entries.length
  return (
    <article data-report className="space-y-6">
      <header className="space-y-3">
        <p className="text-sm print:hidden">
          <Link to="/collections/$id" params={{ id }} className="text-accent-strong underline">
            {m.collection_report_back()}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold break-words">{collection.name}</h1>
        <p className="text-sm text-ink-muted">
          {m.collection_entry_count({ count, entries: formatCount(count) })}
          {collection.access !== 'owner' &&
            ` · ${m.collection_shared_by({ owner: collection.owner })}`}
          {' · '}
          {m.collection_report_kept_note()}
        </p>
        {collection.loaded && count > 0 && (
          <ReportFiles collection={collection} survey={survey} citations={citations} />
        )}
      </header>
      {!collection.loaded ? (
        <p className="text-sm text-ink-muted">{m.collection_loading_entries()}</p>
      ) : count === 0 ? (
        <p className="text-sm text-ink-muted">{m.collection_empty()}</p>
      ) : (
        <ol
          className="space-y-6"
          aria-label={m.collection_report_entries({ name: collection.name })}
        >
          {collection.entries.map((entry, index) => (
            <ReportEntry
              key={entry.key}
              entry={entry}
              position={index + 1}
              citation={citations.get(entry.key)}
              survey={survey}
            />
          ))}
        </ol>
      )}
    </article>
  )
}

const NO_ENTRIES: never[] = []
