import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  savedSearchDataSchema,
  type CONTENT_PAGES,
  type WorkspaceItem,
} from '../../api/schemas/workspace'
import type { ExplorerPath } from './search-schema'
import { workspaceItemsQuery } from '../../api/workspace-queries'
import { formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'

type ContentPage = (typeof CONTENT_PAGES)[number]

interface SavedSearch {
  id: string
  name: string
  search: Record<string, string | number | boolean>
  savedAt: string
}

const savedOf = (page: ContentPage) => (items: WorkspaceItem[]) =>
  items.flatMap((item): SavedSearch[] => {
    const parsed = savedSearchDataSchema.safeParse(item.data)
    return parsed.success && parsed.data.page === page ? [{ id: item.id, ...parsed.data }] : []
  })

const small = 'rounded border border-border-strong px-2 py-1 text-xs hover:bg-surface-muted'

/**
 * "Saved searches" of one content page: the current search with its facets kept under a name
 * with the account, listed here as links. Loaded when its disclosure opens (explorer-page.tsx).
 */
export default function SavedSearches({
  path,
  search,
}: {
  path: ExplorerPath
  /** The page's address values (the open item is not part of a search). */
  search: object
}) {
  const page = (path.slice(1) || 'overview') as ContentPage
  const { data: saved = [] } = useQuery({
    ...workspaceItemsQuery('saved-search'),
    select: savedOf(page),
  })
  const [name, setName] = useState('')
  const [said, setSaid] = useState('')
  const nameId = useId()
  const values = Object.fromEntries(
    Object.entries(search).filter(
      ([key, v]) =>
        key !== 'item' &&
        (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'),
    ),
  ) as SavedSearch['search']

  const save = async () => {
    const clean = name.trim().slice(0, 120)
    if (!clean) return
    const w = await import('../../api/workspace-writes')
    const { saved: kept } = w.createItem(
      'saved-search',
      { name: clean, page, search: values, savedAt: new Date().toISOString() },
      { what: m.saved_search_what_saving({ name: clean }) },
    )
    setName('')
    if (await kept) setSaid(m.saved_search_saved({ name: clean }))
  }

  return (
    <div>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <label htmlFor={nameId} className="flex flex-col gap-1">
          {m.saved_search_name()}
          <input
            id={nameId}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            className="rounded border border-border-strong bg-surface px-2 py-1"
          />
        </label>
        <button type="submit" className={small} disabled={!name.trim()}>
          {m.saved_search_save()}
        </button>
        <p role="status" className="basis-full text-success">
          {said}
        </p>
      </form>
      {saved.length === 0 ? (
        <p className="mt-1 text-ink-subtle">{m.saved_search_none()}</p>
      ) : (
        <ul className="mt-1 divide-y divide-border" aria-label={m.saved_searches()}>
          {saved.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2 py-1.5">
              <Link to={path} search={s.search} className="flex-1 text-accent-strong underline">
                {s.name}
              </Link>
              <span className="text-xs text-ink-subtle">
                {formatDate(s.savedAt, { local: true })}
              </span>
              <button
                type="button"
                className={small}
                aria-label={m.saved_search_delete_label({ name: s.name })}
                onClick={() =>
                  void import('../../api/workspace-writes').then((w) =>
                    w.deleteItem(
                      'saved-search',
                      s.id,
                      m.saved_search_what_deleting({ name: s.name }),
                    ),
                  )
                }
              >
                {m.saved_search_delete()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
