import { useEffect, useRef, type ReactNode } from 'react'
import { AddToCollection } from '../../components/add-to-collection'
import { CitationMenu } from '../../components/citation-menu'
import type { EntryToAdd } from '../../lib/collections/answer-snapshot'
import type { CollectionEntry } from '../../lib/collections/model'
import { SafeHtml } from '../../components/safe-html'
import { itemHref, resultCitable, resultEntry } from './cite-result'
import { ItemDates, PremiumBadge, factLabel } from './result-card'
import type { ResultView } from './result-view'
import { ReportDownloads } from './report-downloads'
import { m } from '../../paraglide/messages.js'

/**
 * Every field of one item, in a modal side panel with its own URL (`item=`). The native dialog
 * keeps focus inside and closes on Escape; on close, focus returns to the item's card.
 */
export function DetailPanel({
  view,
  itemId,
  noun,
  hasReports,
  data,
  withData = (entry) => entry,
  onClose,
}: {
  view: ResultView | undefined
  itemId: string
  noun: string
  hasReports: boolean
  /** The numbers behind the item, where its type has them (data/item-data.tsx). */
  data?: ReactNode
  /** Keeps the numbers on screen with the entry "Add to collection" makes. */
  withData?: (entry: CollectionEntry) => EntryToAdd
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      // Back to the card that opened the panel, when it is still on the page.
      const link = document.querySelector<HTMLElement>(`[data-item-link="${CSS.escape(itemId)}"]`)
      link?.focus()
    }
  }, [itemId])

  return (
    <dialog
      ref={ref}
      aria-labelledby="detail-title"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-2xl overflow-y-auto border-l border-border bg-surface p-0 text-ink shadow-xl backdrop:bg-canvas/70"
    >
      <div className="sticky top-0 flex items-center justify-between gap-3 border-b border-border bg-surface px-5 py-3">
        <p className="text-xs font-medium uppercase tracking-wide text-ink-subtle">
          {m.detail_of({ noun })}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="rounded border border-border-strong px-3 py-1 text-sm hover:bg-surface-muted"
        >
          {m.detail_close()}
        </button>
      </div>
      {!view ? (
        <div className="space-y-2 p-5">
          <h2 id="detail-title" className="text-xl font-semibold">
            {m.detail_not_in_results()}
          </h2>
          <p className="text-sm text-ink-muted">{m.detail_not_on_page({ noun, id: itemId })}</p>
        </div>
      ) : (
        <div className="space-y-5 p-5">
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-3">
              <PremiumBadge premium={view.premium} />
              <ItemDates view={view} />
            </div>
            <h2 id="detail-title" className="text-xl font-semibold break-words">
              {view.title}
            </h2>
            {view.subject && <p className="text-ink-muted">{view.subject}</p>}
          </header>
          {view.image && (
            <img
              src={view.image.src}
              alt=""
              width={640}
              height={360}
              className="h-auto w-full rounded bg-surface-muted"
            />
          )}
          {view.descriptionHtml && (
            <SafeHtml
              html={view.descriptionHtml}
              baseUrl={view.baseUrl}
              headingLevel={3}
              className="text-sm"
            />
          )}
          {view.facts.length > 0 && (
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {view.facts.map((f) => (
                <div key={f.label} className="contents">
                  <dt className="font-medium text-ink-subtle">{factLabel(f.label)}</dt>
                  <dd className="text-ink">{f.values.join(', ')}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="flex flex-wrap gap-2">
            {view.link && (
              <a
                href={view.link}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong"
              >
                {m.detail_open_platform()}
              </a>
            )}
            <AddToCollection
              entry={() => withData(resultEntry(view, noun, itemHref(view.itemKey)))}
            />
          </div>
          <CitationMenu items={() => [resultCitable(view, noun)]} name={view.title} />
          {data}
          {hasReports && view.contentId !== undefined && (
            <ReportDownloads contentId={view.contentId} />
          )}
          <p className="text-xs text-ink-subtle">{m.detail_identifier({ id: view.id })}</p>
        </div>
      )}
    </dialog>
  )
}
