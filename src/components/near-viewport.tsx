import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

/**
 * Mounts its children once their place comes near the viewport, and keeps them from then on.
 * Until then the placeholder holds the place. What arrives is not always the placeholder's size
 * (a chart's height depends on its table), so the slot is never the browser's scroll anchor:
 * when it grows, what the reader looks at below it stays where it was. (A grid column stretched
 * beside it can still be chosen as the anchor: survey-page.tsx keeps its column unstretched.)
 * For heavy parts below the fold: their code is neither loaded nor run for a reader who never
 * scrolls there.
 */
export function NearViewport({
  children,
  placeholder,
  margin = '400px',
}: {
  children: ReactNode
  placeholder: ReactNode
  /** How far outside the viewport counts as near (CSS margin syntax). */
  margin?: string
}) {
  const slot = useRef<HTMLDivElement>(null)
  const near = useNearViewport(slot, margin)
  return (
    <div
      ref={slot}
      data-near-viewport={near ? 'mounted' : 'waiting'}
      className="[overflow-anchor:none]"
    >
      {near ? children : placeholder}
    </div>
  )
}

/**
 * Whether the element has come near the viewport (and stays true from then on): for work below
 * the fold that waits for a reader scrolling there. Without IntersectionObserver (old browsers,
 * test environments) at once; on the server never.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  )
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [near, margin, element])
  return near
}
