import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { workspaceSharedQuery } from '../../api/workspace-queries'
import { SHARING_WORDS } from '../../components/sharing-choice'
import { formatCount, formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'

/** Collections colleagues share with the team, with their owner's name; each opens by link. */
export function SharedWithTeam() {
  const { data: shared = [], isError } = useQuery(workspaceSharedQuery('collection'))
  return (
    <section aria-labelledby="shared-heading" className="space-y-2">
      <h2 id="shared-heading" className="text-xl font-semibold">
        {m.collection_shared_heading()}
      </h2>
      {isError ? (
        <p className="text-sm text-ink-muted">{m.collection_shared_unreadable()}</p>
      ) : shared.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.collection_shared_none()}</p>
      ) : (
        <ul
          className="divide-y divide-border rounded border border-border bg-surface text-sm"
          aria-label={m.collection_shared_list()}
        >
          {shared.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
              <Link
                to="/collections/$id"
                params={{ id: item.id }}
                className="font-medium text-accent-strong underline"
              >
                {item.name}
              </Link>
              <span className="text-ink-muted">
                {m.collection_shared_line({
                  owner: item.owner.name,
                  count: m.collection_entry_count({
                    count: item.entries ?? 0,
                    entries: formatCount(item.entries ?? 0),
                  }),
                  sharing:
                    item.sharing === 'team-edit'
                      ? SHARING_WORDS['team-edit']
                      : m.collection_shared_read_only(),
                  date: formatDate(item.updatedAt, { local: true }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
