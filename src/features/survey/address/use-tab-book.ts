import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { SurveySearch } from './search-params'
import { addToBook, bookQuestions, moveInBook, removeFromBook } from '../model/tab-book'

const route = getRouteApi('/survey')

/**
 * The tab book of the address and its changes (tab-book.ts), written to the address like the
 * builder's other steps: each a history entry, the reader left where they are.
 */
export function useTabBook() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  return useMemo(() => {
    const apply = (patch: Partial<SurveySearch>, replace = false) => {
      if (Object.keys(patch).length === 0) return
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false })
    }
    return {
      /** The book's questions after the rows question. */
      questions: bookQuestions(search),
      add: (id: string) => apply(addToBook(search, id)),
      remove: (id: string) => apply(removeFromBook(search, id)),
      move: (id: string, by: number) => apply(moveInBook(search, id, by)),
      /** Takes questions the service does not know out of the book (replacing the entry). */
      removeUnknown: (ids: readonly string[]) =>
        apply(
          {
            book:
              bookQuestions(search)
                .filter((q) => !ids.includes(q))
                .join(',') || undefined,
          },
          true,
        ),
    }
  }, [search, navigate])
}

export type TabBook = ReturnType<typeof useTabBook>
