import { Fragment } from 'react'
import { markWords } from './word-match'

/**
 * The text with every word that holds a query word marked whole (query-terms.ts says what
 * counts as a query word; word-match.ts widens each match to its word).
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {markWords(text, query).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
