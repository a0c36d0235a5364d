import { Fragment } from 'react'
import { queryTerms, termPattern } from './query-terms'

/** The text with every query word marked (query-terms.ts says what counts as one). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const pattern = termPattern(queryTerms(query))
  if (!pattern) return <>{text}</>
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-inherit">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
