import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { INDICATOR_SUGGESTIONS } from './content-registry'

const EXAMPLE_INDICATOR = INDICATOR_SUGGESTIONS[1]
const EXAMPLE_QUESTION = 'How large is the e-commerce market in Germany?'

/**
 * The tools beside the content types, each with one example to start from: the overview is the
 * first page a new reader sees, and lists of content alone never led to them.
 */
export function MoreWaysIn() {
  return (
    <section aria-labelledby="more-ways-in" className="space-y-3">
      <h2 id="more-ways-in" className="text-lg font-semibold">
        More ways in
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        <Way
          title="Indicator search"
          text="Describe what you want to measure in plain words; get the matching market indicators."
        >
          <Link
            to="/indicators"
            search={{ q: EXAMPLE_INDICATOR }}
            className="inline-block py-0.5 font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            Indicators for “{EXAMPLE_INDICATOR}”
          </Link>
        </Way>
        <Way
          title="Survey builder"
          text="Cross consumer survey questions by country, year and group, and read the shares."
        >
          <Link
            to="/survey"
            search={{ rows: 'v0103_stream_services', columns: 'v0013g_demo_generation' }}
            className="inline-block py-0.5 font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            Video streaming services by generation
          </Link>
        </Way>
        <Way
          title="Research"
          text="Ask a question; get an answer composed from the catalogue, with its sources."
        >
          <Link
            to="/research"
            search={{ question: EXAMPLE_QUESTION }}
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
        <span className="text-ink-subtle">For example: </span>
        {children}
      </p>
    </li>
  )
}
