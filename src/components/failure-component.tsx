import { lazy, Suspense, type ComponentType, type ReactElement } from 'react'
import { m } from '../paraglide/messages.js'

/**
 * A component shown only when something failed, loaded when it is first shown: the wording of
 * failures (src/api/describe-failure.ts) then stays out of every page's first load. A written
 * page never shows one (the server leaves failed answers to the browser). Should its code not
 * load either, the connection is likely gone: the error's own message says so, with a reload.
 */
export function failureComponent<P extends { error: unknown }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (props: P) => ReactElement {
  const Loaded = lazy(() =>
    load().catch(() => ({ default: PlainFailure as unknown as ComponentType<P> })),
  )
  return function Failure(props: P) {
    return (
      <Suspense
        fallback={<div aria-busy="true" className="min-h-16 rounded border border-danger/40" />}
      >
        <Loaded {...props} />
      </Suspense>
    )
  }
}

function PlainFailure({ error }: { error: unknown }) {
  return (
    <section role="alert" className="rounded border border-danger/40 bg-danger-soft p-3">
      <h2 className="text-sm font-semibold text-danger">{m.failure_something_wrong()}</h2>
      <p className="mt-1 text-sm break-words text-ink">
        {error instanceof Error ? error.message : String(error)}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-3 rounded border border-border-strong px-3 py-1.5 text-sm"
      >
        {m.failure_reload()}
      </button>
    </section>
  )
}
