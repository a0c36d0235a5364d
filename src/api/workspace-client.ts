import { useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'

/**
 * What every page needs of the workspace (the account's saved work, src/api/workspace-writes.ts)
 * and nothing more, so the first load stays small: the app's query client for the writes, which
 * are made from event handlers, and the notices a write leaves for the reader (a stale write, a
 * refusal), shown by one component in the page's frame.
 */

let bound: QueryClient | undefined

/** Called once by the app with its query client (tests bind their own). */
export function bindWorkspaceClient(client: QueryClient): void {
  bound = client
}

export function workspaceClient(): QueryClient {
  if (!bound) throw new Error('The workspace has no query client: bindWorkspaceClient first.')
  return bound
}

export interface WorkspaceNotice {
  id: number
  /** A write that met a newer version (shown the current state), or one refused. */
  tone: 'conflict' | 'failed'
  text: string
}

let notices: readonly WorkspaceNotice[] = []
let nextId = 1
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function reportWorkspace(tone: WorkspaceNotice['tone'], text: string): void {
  // The newest three: a burst of failures (offline) says it once or twice, not a wall.
  notices = [...notices, { id: nextId++, tone, text }].slice(-3)
  notify()
}

export function dismissWorkspaceNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id)
  notify()
}

const NONE: readonly WorkspaceNotice[] = []

export function useWorkspaceNotices(): readonly WorkspaceNotice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => notices,
    () => NONE,
  )
}
