import { m } from '../paraglide/messages.js'

export function RoutePending() {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{m.nav_loading()}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-20 animate-pulse rounded border border-border bg-surface" />
      ))}
    </div>
  )
}
