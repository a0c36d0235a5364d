import { lazy, Suspense, useId, useState } from 'react'
import type { Citable } from '../lib/citation/citable'
import { m } from '../paraglide/messages.js'

// Cards, detail panels and tables all have this button: the first load carries the button
// alone, the panel (styles, preference, downloads) comes when a pointer or focus nears it.
const loadPanel = () => import('./citation-panel')
const CitationPanel = lazy(loadPanel)

const button = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'

/**
 * "Cite": the citation of one item (or all of a collection) in the remembered style and
 * language, to copy or download, and the BibTeX, RIS and CSL-JSON files. `items` is called when
 * the panel opens, so the retrieval date is the day the citation was made.
 */
export function CitationMenu({
  items,
  name,
  label,
}: {
  items: () => Citable[]
  /** Names the downloaded files. */
  name: string
  label?: string
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((o) => !o)}
        className={button}
      >
        {label ?? m.cite_button()}
      </button>
      {open && (
        <Suspense
          fallback={
            <p id={panelId} role="status" className="mt-2 text-sm text-ink-muted">
              {m.cite_formatting()}
            </p>
          }
        >
          <CitationPanel id={panelId} items={items} name={name} />
        </Suspense>
      )}
    </div>
  )
}
