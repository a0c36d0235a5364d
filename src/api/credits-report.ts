/**
 * The proxy names, on every answer it paid credits for, the reader's credits used today with it
 * (server/pipeline/proxy/proxy.ts, header `CREDITS_USED_HEADER` of app-headers.ts). The browser's
 * request layer hands that figure here, and the header's meter follows it at once instead of
 * waiting for its own next look at /api/usage.
 */

type Listener = (used: number) => void
const listeners = new Set<Listener>()

/** Called by the request layer with the header's value (ignored unless a whole number ≥ 0). */
export function reportCreditsUsed(value: string | null): void {
  if (value === null || !/^\d{1,12}$/.test(value)) return
  const used = Number(value)
  for (const listener of listeners) listener(used)
}

/** Listens for reported figures; returns the way to stop. */
export function onCreditsUsed(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
