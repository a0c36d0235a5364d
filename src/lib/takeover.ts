/**
 * Whether the browser is still taking over the page the server wrote: set by start-app.tsx
 * before it hydrates, ended by the first move to another page (every page mounted after it is the
 * browser's own). A part mounted meanwhile is being matched against the written markup.
 */
let takingOver = false

export function beginTakeover(): void {
  takingOver = true
}

export function endTakeover(): void {
  takingOver = false
}

/** True on the server and while the browser takes over the page it wrote. */
export function isTakingOver(): boolean {
  return typeof window === 'undefined' || takingOver
}
