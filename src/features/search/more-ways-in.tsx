import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages.js'
import { INDICATOR_SUGGESTIONS } from './content-registry'

const EXAMPLE_INDICATOR = INDICATOR_SUGGESTIONS[1]
// The catalogue's content is English by default: the examples ask in its language.
const EXAMPLE_QUESTION = 'How large is the e-commerce market in Germany?'

/**
 * The tools beside the content types, each with one example to start from: the overview is the
 * first page a new reader sees, and lists of content alone never led to them.
 */
export function MoreWaysIn() {
  return (
    <section aria-labelledby="more-ways-in" className="space-y-3">
      <h2 id="more-ways-in" className="text-lg font-semibold">
        {m.overview_ways_heading()}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        <Way title={m.overview_ways_indicators()} text={m.overview_ways_indicators_text()}>
          <Link
            to="/indicators"
            search={{ q: EXAMPLE_INDICATOR }}
            className="inline-block py-0.5 font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {m.overview_ways_indicators_link({ example: EXAMPLE_INDICATOR ?? '' })}
          </Link>
        </Way>
        <Way title={m.overview_ways_survey()} text={m.overview_ways_survey_text()}>
          <Link
            to="/survey"
            search={{ rows: 'v0103_stream_services', columns: 'v0013g_demo_generation' }}
            className="inline-block py-0.5 font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {m.overview_ways_survey_link()}
          </Link>
        </Way>
        <Way title={m.overview_ways_research()} text={m.overview_ways_research_text()}>
          <Link
            to="/research"
            search={{ question: EXAMPLE_QUESTION }}
            // Read out as English on a German page, as it is written.
            lang="en"
            className="inline-block py-0.5 font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {EXAMPLE_QUESTION}
          </Link>
        </Way>
      </ul>
    </section>
  )
}

function Way({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded border border-border bg-surface p-4">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-ink-muted">{text}</p>
      <p className="mt-auto text-sm">
        <span className="text-ink-subtle">{m.overview_ways_example()} </span>
        {children}
      </p>
    </li>
  )
}
