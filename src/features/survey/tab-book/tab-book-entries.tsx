import { useQueries } from '@tanstack/react-query'
import { m } from '../../../paraglide/messages.js'
import type { RefObject } from 'react'
import { useNaming } from '../questions/question-catalogue'
import { questionNamesQuery } from '../questions/question-names'
import type { TableNaming } from '../questions/use-table-naming'

/**
 * Names of the book's questions without asking anything: what a loaded table of the question
 * said (question-names.ts keeps it), else what this browser's search results said. A question
 * neither has named shows its ID until its table is loaded.
 */
export function useBookNames(ids: readonly string[]): (id: string) => {
  name: string
  named: boolean
} {
  const results = useQueries({
    queries: ids.map((q) => ({ ...questionNamesQuery(q, {}), enabled: false })),
  })
  const catalogue = useNaming(undefined)
  return (id) => {
    const n = results[ids.indexOf(id)]?.data
    if (n?.status === 'named') return { name: n.indicator, named: true }
    const stored = catalogue.info(id)
    if (stored) return { name: stored.indicator, named: true }
    return { name: m.tabbook_question({ id }), named: false }
  }
}

const small =
  'inline-flex min-h-6 min-w-6 items-center justify-center rounded border border-border px-1.5 text-xs hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-subtle'

/** What a button of a book entry does. */
export type Action = 'up' | 'down' | 'remove'

export interface BookEntriesProps {
  listRef: RefObject<HTMLOListElement | null>
  /** The rows question: the book's first table. */
  rows: string
  questions: readonly string[]
  naming: TableNaming
  onAct: (id: string, name: string, index: number, action: Action) => void
}

/**
 * The book's tables in order, the rows table first, then each question with its move and
 * remove buttons (tab-book-list.tsx says what happened and puts focus back).
 */
export function BookEntries({ listRef, rows, questions, naming, onAct }: BookEntriesProps) {
  const names = useBookNames(questions)
  return (
    <ol ref={listRef} className="mt-2 space-y-1 text-sm">
      <li className="flex flex-wrap items-center gap-2">
        <span className="tabular-nums text-ink-muted">1.</span>
        <span>{naming.describe(rows)}</span>
        <span className="text-xs text-ink-subtle">{m.tabbook_rows_note()}</span>
      </li>
      {questions.map((id, i) => {
        const { name, named } = names(id)
        const act = (action: Action) => onAct(id, name, i, action)
        return (
          <li key={id} data-book-id={id} className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums text-ink-muted">{i + 2}.</span>
            <span className="min-w-0">
              {name}
              {!named && <span className="text-xs text-ink-subtle"> {m.tabbook_unnamed()}</span>}
            </span>
            <span className="ml-auto flex gap-1">
              <BookButton
                action="up"
                label={m.tabbook_move_up({ name })}
                disabled={i === 0}
                act={act}
              >
                ↑
              </BookButton>
              <BookButton
                action="down"
                label={m.tabbook_move_down({ name })}
                disabled={i === questions.length - 1}
                act={act}
              >
                ↓
              </BookButton>
              <BookButton action="remove" label={m.tabbook_remove_named({ name })} act={act}>
                ×
              </BookButton>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

function BookButton({
  action,
  label,
  disabled = false,
  act,
  children,
}: {
  action: Action
  label: string
  disabled?: boolean
  act: (action: Action) => void
  children: string
}) {
  return (
    <button
      type="button"
      data-action={action}
      aria-label={label}
      disabled={disabled}
      onClick={() => act(action)}
      className={small}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  )
}

/**
 * After a move, the moved question's same button (or its other move button at an end of the
 * book); after a removal, the next question's remove button, else the previous one's, else
 * the book's heading. Focus is never left on a button that went away or became disabled.
 */
export function focusAfter(
  list: HTMLOListElement | null,
  heading: HTMLElement | null,
  want: { id: string; action: Action; index: number },
) {
  if (!list) return heading?.focus()
  const items = [...list.querySelectorAll<HTMLElement>('[data-book-id]')]
  const button = (item: Element | undefined, action: Action) =>
    item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`) ?? null
  if (want.action === 'remove') {
    const next = items[want.index] ?? items[want.index - 1]
    return (button(next, 'remove') ?? heading)?.focus()
  }
  const item = items.find((el) => el.dataset['bookId'] === want.id)
  const other = want.action === 'up' ? 'down' : 'up'
  return (button(item, want.action) ?? button(item, other) ?? heading)?.focus()
}
