import { Suspense, useId, useState, type ReactNode } from 'react'
import { m } from '../../../paraglide/messages.js'

/**
 * A panel above the table, collapsed to one line: a real button (aria-expanded) with the
 * panel's name and what is on in it, its notices always shown, and its body, whose code loads
 * when it is first opened (the caller passes a React.lazy element; `preload` starts the
 * download when a pointer or focus reaches the button). While the code comes, `reserve` holds
 * the body's usual height, so what is below does not move twice.
 */
export function Disclosure({
  title,
  level,
  summary,
  notices,
  preload,
  reserve,
  children,
}: {
  title: string
  /** The heading level the button sits in (the accordion pattern: headings list the panels). */
  level: 2 | 3
  /** What is on, in a few words ("95%, vs the rest of the row · BH"). */
  summary: ReactNode
  /** Address notices and the like: shown whether or not the panel is open. */
  notices?: ReactNode
  preload: () => unknown
  /** The body's usual height while its code loads, e.g. '8rem'. */
  reserve: string
  children: ReactNode
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded border border-border bg-surface"
      data-disclosure={open ? 'open' : 'closed'}
    >
      <Heading className="text-base font-normal">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onPointerEnter={() => void preload()}
          onFocus={() => void preload()}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full min-w-0 items-baseline gap-2 rounded px-3 py-2 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
        >
          <span
            aria-hidden="true"
            className={`inline-block w-3 shrink-0 text-ink-muted transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
          >
            ▸
          </span>
          <span id={`${id}-title`} className="shrink-0 font-semibold">
            {title}
          </span>
          <span className="min-w-0 text-sm text-ink-muted">{summary}</span>
        </button>
      </Heading>
      {notices && <div className="px-3 pb-2">{notices}</div>}
      <div id={`${id}-body`} hidden={!open} className="px-3 pb-3">
        {open && (
          <Suspense
            fallback={
              <p
                role="status"
                style={{ minHeight: reserve }}
                className="animate-pulse text-sm text-ink-muted motion-reduce:animate-none"
              >
                {m.survey_panel_opening({ panel: title })}
              </p>
            }
          >
            {children}
          </Suspense>
        )}
      </div>
    </section>
  )
}
