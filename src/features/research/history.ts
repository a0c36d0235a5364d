import { useQuery } from '@tanstack/react-query'
import { z } from '../../api/zod'
import type { WorkspaceItem } from '../../api/schemas/workspace'
import { workspaceItemsQuery } from '../../api/workspace-queries'
import { m } from '../../paraglide/messages.js'

/**
 * Questions the reader asked, newest first, kept with the account (the workspace's `research`
 * items, docs/workspace-api.md: the newest 200 kept, each token once, the token its clientId).
 */
export const HISTORY_MAX = 50

const entrySchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  question: z.string().check(z.trim(), z.minLength(1)),
  askedAt: z.iso.datetime({ offset: true }),
})

export type HistoryEntry = z.infer<typeof entrySchema>

/** Newest first, once per token, capped: the readable entries of the account's items. */
export function historyOf(items: readonly { data?: unknown }[]): HistoryEntry[] {
  const entries = items.flatMap((item) => {
    const parsed = entrySchema.safeParse(item.data)
    return parsed.success ? [parsed.data] : []
  })
  const newestFirst = entries.sort((a, b) => Date.parse(b.askedAt) - Date.parse(a.askedAt))
  const byToken = new Map<string, HistoryEntry>()
  for (const entry of newestFirst) if (!byToken.has(entry.token)) byToken.set(entry.token, entry)
  return [...byToken.values()].slice(0, HISTORY_MAX)
}

const writes = () => import('../../api/workspace-writes')

export function saveQuestion(entry: HistoryEntry): void {
  void writes().then((w) =>
    w.createItem('research', entry, { clientId: entry.token, what: m.research_history_what() }),
  )
}

/** Removes every question from the list (the answers stay with the service). */
export function clearHistory(items: readonly WorkspaceItem[]): void {
  void writes().then((w) => {
    for (const item of items) w.deleteItem('research', item.id, 'clearing the list')
  })
}

const NONE: WorkspaceItem[] = []

/** The account's questions, and the items behind them (to clear the list). */
export function useResearchHistory(): {
  entries: HistoryEntry[]
  items: WorkspaceItem[]
  /** Not read yet (a page the server wrote has not asked): neither a list nor "none". */
  loading: boolean
} {
  const query = useQuery(workspaceItemsQuery('research'))
  const items = query.data ?? NONE
  return { entries: historyOf(items), items, loading: query.isPending && !query.isError }
}
