import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { workspaceAccountQuery } from '../../api/workspace-queries'
import { MOVE_OFFER_KEY, readOldWork, removeOldWork } from './old-work-store'
import { oldWorkDocument, type OldWork } from './old-work-document'
import { m } from '../../paraglide/messages.js'

const KIND_WORDS: Record<string, (input: { count: number }) => string> = {
  'saved-table': m.account_kind_saved_table,
  collection: m.account_kind_collection,
  audience: m.account_kind_audience,
  research: m.account_kind_research,
}

function describe(work: OldWork): string {
  const parts = Object.entries(work.counts).map(([kind, n]) =>
    Object.hasOwn(KIND_WORDS, kind) ? KIND_WORDS[kind]!({ count: n }) : `${n} ${kind}`,
  )
  if (work.preferences) parts.push(m.account_your_citation_style())
  return parts.join(', ')
}

type State =
  | { step: 'offer' }
  | { step: 'moving' }
  | { step: 'done'; text: string }
  | { step: 'failed'; text: string }
  | { step: 'closed' }

/**
 * Once, in a browser that still holds saved work from before it was kept with accounts: the
 * offer to move it into the signed-in account. The import dedupes on the ids it had here, so a
 * retry or a second tab doubles nothing; after a move the browser's copies are removed. "Not
 * now" is remembered for this user; sign-out removes the copies either way.
 */
export default function MoveToAccount() {
  const { data: account } = useQuery(workspaceAccountQuery())
  const [work] = useState(() => oldWorkDocument(readOldWork))
  const [state, setState] = useState<State>({ step: 'offer' })
  const user = account?.user
  if (!user || state.step === 'closed') return null
  const declined = readDeclined() === user.id
  const nothing = work.items.length === 0 && !work.preferences
  if ((declined || nothing) && (state.step === 'offer' || state.step === 'moving')) return null

  const move = async () => {
    setState({ step: 'moving' })
    try {
      const { importDocument, importWorkspace } = await import('../../api/workspace-writes')
      const result = await importWorkspace(importDocument(work.items, work.preferences))
      removeOldWork()
      const already =
        result.unchanged > 0 ? m.account_moved_already({ count: result.unchanged }) : ''
      const left = work.skipped > 0 ? m.account_moved_left({ count: work.skipped }) : ''
      setState({
        step: 'done',
        text: m.account_moved({ created: result.created, already, left }),
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : m.account_no_answer()
      setState({ step: 'failed', text: m.account_not_moved({ reason }) })
    }
  }

  return (
    <section
      aria-label={m.account_move_label()}
      className="mb-4 space-y-2 rounded border border-border-strong bg-surface p-3 text-sm"
    >
      {state.step === 'done' ? (
        <p role="status" className="text-success">
          {state.text}
        </p>
      ) : (
        <>
          <p>{m.account_move_offer({ what: describe(work), name: user.name })}</p>
          {state.step === 'failed' && (
            <p role="alert" className="text-danger">
              {state.text}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={state.step === 'moving'}
              onClick={() => void move()}
              className="rounded border border-border-strong bg-accent px-3 py-1.5 text-on-accent hover:opacity-90 disabled:opacity-50"
            >
              {m.account_move_button()}
            </button>
            <button
              type="button"
              onClick={() => {
                writeDeclined(user.id)
                setState({ step: 'closed' })
              }}
              className="rounded border border-border-strong px-3 py-1.5 hover:bg-surface-muted"
            >
              {m.account_not_now()}
            </button>
          </div>
        </>
      )}
    </section>
  )
}

function readDeclined(): string | undefined {
  try {
    return localStorage.getItem(MOVE_OFFER_KEY) ?? undefined
  } catch {
    return undefined
  }
}

function writeDeclined(user: string): void {
  try {
    localStorage.setItem(MOVE_OFFER_KEY, user)
  } catch {
    // Blocked storage: the offer comes again next time.
  }
}
