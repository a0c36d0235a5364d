import { useMemo } from 'react'
import { useSurveyAddress, useUpdateAddress } from './survey-address'
import { addToBook, bookQuestions, moveInBook, removeFromBook } from '../model/tab-book'

/**
 * The tab book of the address and its changes (tab-book.ts), written to the address like the
 * builder's other steps (survey-address.tsx): each a history entry, the reader left where
 * they are.
 */
export function useTabBook() {
  const { search } = useSurveyAddress()
  const update = useUpdateAddress()
  return useMemo(
    () => ({
      /** The book's questions after the rows question. */
      questions: bookQuestions(search),
      add: (id: string) => update(addToBook(search, id)),
      remove: (id: string) => update(removeFromBook(search, id)),
      move: (id: string, by: number) => update(moveInBook(search, id, by)),
      /** Takes questions the service does not know out of the book (replacing the entry). */
      removeUnknown: (ids: readonly string[]) =>
        update(
          {
            book:
              bookQuestions(search)
                .filter((q) => !ids.includes(q))
                .join(',') || undefined,
          },
          { replace: true },
        ),
    }),
    [search, update],
  )
}

export type TabBook = ReturnType<typeof useTabBook>
