import type { KeyFact } from '../../api/schemas'
import { m } from '../../paraglide/messages.js'

/** "%" hugs its number; any other unit is a word after it. */
function withUnit(value: string, unit: string | null | undefined): { value: string; unit: string } {
  const u = unit?.trim() ?? ''
  if (u === '%') return { value: `${value}%`, unit: '' }
  return { value, unit: u }
}

export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  if (facts.length === 0) return null
  return (
    <section aria-labelledby="key-facts-heading">
      <h2 id="key-facts-heading" className="text-lg font-semibold">
        {m.research_key_facts()}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {facts.map((fact, index) => {
          const shown = withUnit(fact.value, fact.unit)
          return (
            <li
              key={`${fact.title}-${index}`}
              className="flex flex-col justify-between gap-2 rounded border border-border bg-surface p-3"
            >
              <span className="text-sm text-ink-muted">{fact.title}</span>
              <span className="text-right">
                <span className="text-2xl font-semibold tabular-nums text-ink">{shown.value}</span>
                {shown.unit && <span className="ml-1 text-sm text-ink-muted">{shown.unit}</span>}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
