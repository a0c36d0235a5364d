/**
 * Whether React has taken a server-written element over. React hydrates a page's parts one
 * after another (each route's part is a Suspense boundary of its own) and keeps an element's
 * props under its own `__reactProps$…` key from the moment it has taken the element over.
 * What a reader did before the app ran (early-input.ts, early-clicks.ts) is handed to an
 * element only then.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}

/** Hydration is over long before this; an element still not taken over is left alone. */
export const HYDRATION_GIVE_UP_MS = 10_000
