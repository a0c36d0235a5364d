import { MAX_BOOK } from '../address/search-params'
import { m } from '../../../paraglide/messages.js'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import { useTabBook } from '../address/use-tab-book'

const toggleClass =
  'rounded border border-accent px-2.5 py-1 text-sm font-medium text-accent-strong hover:bg-accent-soft aria-pressed:bg-accent-soft disabled:cursor-not-allowed disabled:border-border disabled:text-ink-subtle'

/** Puts a question found into the tab book (or on rows, when there is no table yet), or out. */
export function TabBookToggle({ questionId, name }: { questionId: string; name: string }) {
  const book = useTabBook()
  const { rows } = useSurveyAddress().search
  const { setRows } = useBuilderActions()
  const hasBook = book.questions.length > 0
  const inBook = book.questions.includes(questionId) || (questionId === rows && hasBook)
  const full = book.questions.length >= MAX_BOOK
  // The rows question with no book yet is already the only table: nothing to add or take out.
  const idle = !inBook && (questionId === rows || full)
  return (
    <button
      type="button"
      aria-pressed={inBook}
      aria-label={m.tabbook_toggle_label({ name })}
      title={
        idle
          ? full
            ? m.tabbook_toggle_full({ max: String(MAX_BOOK) })
            : m.tabbook_toggle_rows()
          : m.tabbook_toggle_hint()
      }
      disabled={idle}
      onClick={() =>
        inBook ? book.remove(questionId) : rows ? book.add(questionId) : setRows(questionId)
      }
      className={toggleClass}
    >
      {inBook ? m.tabbook_toggle_in() : m.tabbook_toggle_out()}
    </button>
  )
}
