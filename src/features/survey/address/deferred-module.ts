import { use } from 'react'

/**
 * Code a page needs only when its address asks for it (a mean row, search results, nets…):
 * loaded by the route's loader when the address asks (so the page the server writes, and a
 * navigation, render it at once), by survey-page.tsx before a written page is taken over (so
 * hydration finds it), and by the controls that turn it on. A component reads it with
 * useDeferredModule, which suspends only if none of those has loaded it yet.
 */
export interface DeferredModule<T> {
  load: () => Promise<T>
  /** The module, once loaded. */
  loaded: () => T | undefined
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined
  let pending: Promise<T> | undefined
  const load = () =>
    (pending ??= importer().then(
      (m) => (value = m),
      (error: unknown) => {
        // A failed download may be asked again.
        pending = undefined
        throw error
      },
    ))
  return { load, loaded: () => value }
}

/** The module (suspending until it has come); with `needed` false, only if already loaded. */
export function useDeferredModule<T>(module: DeferredModule<T>): T
export function useDeferredModule<T>(module: DeferredModule<T>, needed: boolean): T | undefined
export function useDeferredModule<T>(module: DeferredModule<T>, needed = true): T | undefined {
  return module.loaded() ?? (needed ? use(module.load()) : undefined)
}
