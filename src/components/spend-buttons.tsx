import type { ReactNode } from 'react'
import { formatCount } from '../lib/format'
import { m } from '../paraglide/messages.js'

/**
 * The yes before credits are spent: a button naming what is bought and its credits ("Compare 3
 * years: 30 credits"), and Cancel where there is a choice to drop. What follows in `children`
 * (a line on what the credits pay for) sits below them.
 */
export function SpendButtons({
  what,
  credits,
  onSpend,
  onCancel,
  children,
}: {
  what: ReactNode
  credits: number
  onSpend: () => void
  onCancel?: (() => void) | undefined
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={onSpend}
        className="rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong"
      >
        {what}: {m.spend_credits({ count: credits, credits: formatCount(credits) })}
      </button>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-border px-3 py-1.5 text-sm hover:bg-surface-muted"
        >
          {m.spend_cancel()}
        </button>
      )}
      {children}
    </div>
  )
}
