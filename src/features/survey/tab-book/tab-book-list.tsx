import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { m } from '../../../paraglide/messages.js'
import { tabBookEntriesModule } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import type { Action, BookEntriesProps } from './tab-book-entries'
import type { TableNaming } from '../questions/use-table-naming'
import { useSurveyAddress } from '../address/survey-address'
import { useTabBook } from '../address/use-tab-book'

/**
 * The tab book in the builder: the book's questions in order, each movable up and down and
 * removable by keyboard (the list itself: tab-book-entries.tsx; "+ Tab book" on a question
 * found: tab-book-toggle.tsx; the tables: tab-book-view.tsx).
 */

/** The book's tables in order: the rows table first, then each question with its controls. */
export function TabBookList({ naming }: { naming: TableNaming }) {
  const book = useTabBook()
  const { rows } = useSurveyAddress().search
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
    // Loaded: only its buttons ask for focus to move.
    tabBookEntriesModule.loaded()?.focusAfter(list.current, heading.current, want)
  }, [order])

  if (!rows) return null
  const total = book.questions.length + 1
  return (
    <div role="group" aria-labelledby={headingId} className="mt-3 border-t border-border pt-3">
      <h3 ref={heading} id={headingId} tabIndex={-1} className="text-sm font-medium">
        {book.questions.length > 0
          ? m.tabbook_list_heading_count({ count: String(total) })
          : m.tabbook_list_heading()}
      </h3>
      <p className="text-xs text-ink-muted">
        {book.questions.length > 0 ? m.tabbook_list_explain() : m.tabbook_list_empty()}
      </p>
      <p role="status" className="sr-only">
        {said}
      </p>
      {book.questions.length > 0 && (
        // The list's code loads with a book (address-modules.ts), not with every table.
        <Suspense fallback={null}>
          <BookList
            listRef={list}
            rows={rows}
            questions={book.questions}
            naming={naming}
            onAct={(id, name, index, action) => {
              refocus.current = { id, action, index }
              if (action === 'remove') {
                book.remove(id)
                setSaid(m.tabbook_removed({ name }))
              } else {
                const by = action === 'up' ? -1 : 1
                book.move(id, by)
                setSaid(
                  m.tabbook_moved({
                    name,
                    position: String(index + 2 + by),
                    total: String(total),
                  }),
                )
              }
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

function BookList(props: BookEntriesProps) {
  const { BookEntries } = useDeferredModule(tabBookEntriesModule)
  return <BookEntries {...props} />
}
