import { AskForm } from './ask-form'
import { HistoryList } from './history-list'
import { m } from '../../paraglide/messages.js'

/** `/research`: ask a question; reopen the ones asked before in this browser. */
export function ResearchHome({ initialQuestion }: { initialQuestion: string }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="research-heading" className="space-y-4">
        <div>
          <h1 id="research-heading" className="text-2xl font-semibold">
            {m.research_title()}
          </h1>
          <p className="mt-1 text-ink-muted">{m.research_intro()}</p>
        </div>
        <p className="rounded border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-ink">
          <strong className="font-semibold text-warning">{m.research_legacy()}</strong>{' '}
          {m.research_legacy_text()}
        </p>
        <div className="rounded border border-border bg-surface p-4">
          {/* Keyed so "edit the question" links refill the form even when already on this page. */}
          <AskForm key={initialQuestion} initialQuestion={initialQuestion} />
        </div>
      </section>
      <HistoryList />
    </div>
  )
}
