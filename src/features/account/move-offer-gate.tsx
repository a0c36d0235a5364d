import { lazy, Suspense } from 'react'
import { hasOldWork } from '../../lib/browser-work'
import { useHydrated } from '../../lib/use-hydrated'

// Only a browser that still holds old saved work loads the offer (and the schemas it checks with).
const MoveToAccount = lazy(() => import('./move-to-account'))

/** The offer to move this browser's old saved work into the account, where there is any. */
export function MoveOfferGate() {
  const hydrated = useHydrated()
  if (!hydrated || !hasOldWork()) return null
  return (
    <Suspense fallback={null}>
      <MoveToAccount />
    </Suspense>
  )
}
