import { Link } from '@tanstack/react-router'
import { AddToCollection } from '../../components/add-to-collection'
import { SafeHtml } from '../../components/safe-html'
import { formatDate } from '../../lib/format'
import type { ExplorerType } from './content-registry'
import { Highlight } from './highlight'
import type { ExplorerSearch } from './search-schema'
import type { ResultView } from './result-view'
import { factValues } from './result-view'
import { TeaserImage } from './teaser-image'
import { m } from '../../paraglide/messages.js'

export function PremiumBadge({ premium }: { premium: boolean | undefined }) {
  if (premium === undefined) return null
  return premium ? (
    <span className="rounded bg-premium-soft px-1.5 py-0.5 text-xs font-medium text-premium">
      Premium
    </span>
  ) : (
    <span className="rounded bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-success">
      {m.card_free()}
    </span>
  )
}

// Facts' names in the reader's language; the English name stays the fact's key (the
// cards' choice of facts, the CSV columns), and a name without a message is shown as it is.
const FACT_LABELS: Record<string, () => string> = {
  Sources: m.fact_sources,
  Publishers: m.fact_publishers,
  'Charged by': m.fact_charged_by,
  Regions: m.fact_regions,
  Industries: m.fact_industries,
  Market: m.fact_market,
  'Time frame': m.fact_time_frame,
  'Market type': m.fact_market_type,
  Segments: m.fact_segments,
  'Covered geos': m.fact_covered_geos,
  Platform: m.fact_platform,
}

/** A fact's name in the reader's language, on a card and in the detail panel. */
export function factLabel(label: string): string {
  return FACT_LABELS[label]?.() ?? label
}

export function ItemDates({ view }: { view: ResultView }) {
  const parts = [
    view.released && { label: m.card_released(), value: view.released },
    view.updated &&
      view.updated !== view.released && { label: m.card_updated(), value: view.updated },
    view.date && { label: m.card_dated(), value: view.date },
  ].filter((part) => !!part)
  if (parts.length === 0) return null
  return (
    <span className="text-xs text-ink-subtle">
      {parts.map((part, index) => (
        <span key={part.label}>
          {index > 0 && ' · '}
          {part.label}{' '}
          <time dateTime={part.value} className="tabular-nums">
            {formatDate(part.value)}
          </time>
        </span>
      ))}
    </span>
  )
}

/** One result: what the service returned for it, nothing invented, nothing "undefined". */
export function ResultCard({
  type,
  view,
  query,
  search,
  aboveTheFold = false,
  missing,
}: {
  type: Pick<ExplorerType, 'path' | 'cardFacts' | 'hasImages' | 'noun'>
  view: ResultView
  query: string
  /** The current search, carried into the item's own address. */
  search: ExplorerSearch
  /** One of the first results, whose image should not wait for lazy loading. */
  aboveTheFold?: boolean
  /** The query's words this result does not contain (query-terms.ts). */
  missing?: readonly string[] | undefined
}) {
  const facts = type.cardFacts
    .map((label) => ({ label, values: factValues(view, label) }))
    .filter((f) => f.values.length > 0)
  return (
    <article
      className="flex gap-4 rounded border border-border bg-surface p-4"
      aria-labelledby={`card-${view.id}`}
    >
      {type.hasImages && (
        <div className="hidden shrink-0 sm:block">
          <TeaserImage
            src={view.image?.src}
            className="h-[120px] w-[160px] rounded"
            eager={aboveTheFold}
          />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PremiumBadge premium={view.premium} />
          <ItemDates view={view} />
        </div>
        <h3 id={`card-${view.id}`} className="text-lg font-semibold leading-snug break-words">
          <Link
            to={type.path}
            search={{ ...search, item: view.itemKey }}
            data-item-link={view.id}
            className="inline-block text-ink hover:text-accent hover:underline"
          >
            <Highlight text={view.title} query={query} />
          </Link>
        </h3>
        {view.subject && <p className="text-sm text-ink-muted">{view.subject}</p>}
        {missing && missing.length > 0 && (
          <p className="text-xs text-warning" data-testid="card-missing">
            {m.card_missing({ terms: missing.map((term) => `‘${term}’`).join(', ') })}
          </p>
        )}
        {view.descriptionHtml && (
          <SafeHtml
            html={view.descriptionHtml}
            baseUrl={view.baseUrl}
            headingLevel="text"
            plainLinks
            className="clamp-3-lines text-sm text-ink-muted"
          />
        )}
        {facts.length > 0 && (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-0.5 pt-1 text-xs">
            {facts.map((f) => (
              <div key={f.label} className="contents">
                <dt className="text-ink-subtle">{factLabel(f.label)}</dt>
                <dd className="min-w-0 truncate text-ink-muted">{f.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
        <AddToCollection
          compact
          // Every card has the button; the code that makes an entry comes with the first add.
          entry={() =>
            import('./cite-result').then((m) =>
              m.resultEntry(view, type.noun, m.itemHref(view.itemKey)),
            )
          }
        />
      </div>
    </article>
  )
}
