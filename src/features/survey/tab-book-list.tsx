import { useQueries } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useNaming } from './question-catalogue'
import { questionNamesQuery } from './question-names'
import { MAX_BOOK } from './search-params'
import type { TableNaming } from './use-table-naming'
import type { Builder } from './use-builder'
import { useTabBook } from './use-tab-book'

/**
 * The tab book in the builder: "+ Tab book" on a question found, and the book's questions in
 * order, each movable up and down and removable by keyboard (tab-book-view.tsx shows the tables).
 */

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
    return { name: `Question ${id}`, named: false }
  }
}

const toggleClass =
  'rounded border border-accent px-2.5 py-1 text-sm font-medium text-accent-strong hover:bg-accent-soft aria-pressed:bg-accent-soft disabled:cursor-not-allowed disabled:border-border disabled:text-ink-subtle'

/** Puts a question found into the tab book (or on rows, when there is no table yet), or out. */
export function TabBookToggle({
  builder,
  questionId,
  name,
}: {
  builder: Builder
  questionId: string
  name: string
}) {
  const book = useTabBook()
  const rows = builder.search.rows
  const hasBook = book.questions.length > 0
  const inBook = book.questions.includes(questionId) || (questionId === rows && hasBook)
  const full = book.questions.length >= MAX_BOOK
  // The rows question with no book yet is already the only table: nothing to add or take out.
  const idle = !inBook && (questionId === rows || full)
  return (
    <button
      type="button"
      aria-pressed={inBook}
      aria-label={`Add ${name} to tab book`}
      title={
        idle
          ? full
            ? `The tab book holds ${MAX_BOOK} questions at most.`
            : 'This question is on rows: add others to the tab book for a table each.'
          : 'A table of this question with the same columns and filters, under the main table'
      }
      disabled={idle}
      onClick={() =>
        inBook ? book.remove(questionId) : rows ? book.add(questionId) : builder.setRows(questionId)
      }
      className={toggleClass}
    >
      {inBook ? '✓ Tab book' : '+ Tab book'}
    </button>
  )
}

const small =
  'inline-flex min-h-6 min-w-6 items-center justify-center rounded border border-border px-1.5 text-xs hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-subtle'

type Action = 'up' | 'down' | 'remove'

/** The book's tables in order: the rows table first, then each question with its controls. */
export function TabBookList({ builder, naming }: { builder: Builder; naming: TableNaming }) {
  const book = useTabBook()
  const names = useBookNames(book.questions)
  const headingId = useId()
  const list = useRef<HTMLOListElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [said, setSaid] = useState('')
  // Where focus goes once the address has the changed book: a moved row keeps its button.
  const refocus = useRef<{ id: string; action: Action; index: number } | null>(null)
  const order = book.questions.join(',')
  useEffect(() => {
    const want = refocus.current
    if (!want) return
    refocus.current = null
    focusAfter(list.current, heading.current, want)
  }, [order])

  const rows = builder.search.rows
  if (!rows) return null
  const total = book.questions.length + 1
  return (
    <div role="group" aria-labelledby={headingId} className="mt-3 border-t border-border pt-3">
      <h3 ref={heading} id={headingId} tabIndex={-1} className="text-sm font-medium">
        Tab book{book.questions.length > 0 ? `: ${total} tables` : ''}
      </h3>
      <p className="text-xs text-ink-muted">
        {book.questions.length > 0
          ? 'Each question has its own table under the main one, with the same columns, filters, country and year.'
          : 'More row questions, a table each with these columns and filters: choose “+ Tab book” on a question found.'}
      </p>
      <p role="status" className="sr-only">
        {said}
      </p>
      {book.questions.length > 0 && (
        <ol ref={list} className="mt-2 space-y-1 text-sm">
          <li className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums text-ink-muted">1.</span>
            <span>{naming.describe(rows)}</span>
            <span className="text-xs text-ink-subtle">(rows: the main table)</span>
          </li>
          {book.questions.map((id, i) => {
            const { name, named } = names(id)
            const act = (action: Action) => {
              refocus.current = { id, action, index: i }
              if (action === 'remove') {
                book.remove(id)
                setSaid(`${name} removed from the tab book.`)
              } else {
                const by = action === 'up' ? -1 : 1
                book.move(id, by)
                setSaid(`${name} moved to table ${i + 2 + by} of ${total}.`)
              }
            }
            return (
              <li key={id} data-book-id={id} className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums text-ink-muted">{i + 2}.</span>
                <span className="min-w-0">
                  {name}
                  {!named && (
                    <span className="text-xs text-ink-subtle"> (named when its table loads)</span>
                  )}
                </span>
                <span className="ml-auto flex gap-1">
                  <BookButton action="up" label={`Move ${name} up`} disabled={i === 0} act={act}>
                    ↑
                  </BookButton>
                  <BookButton
                    action="down"
                    label={`Move ${name} down`}
                    disabled={i === book.questions.length - 1}
                    act={act}
                  >
                    ↓
                  </BookButton>
                  <BookButton action="remove" label={`Remove ${name} from tab book`} act={act}>
                    ×
                  </BookButton>
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </div>
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
function focusAfter(
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
