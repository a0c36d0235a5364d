import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { workspaceSharedQuery } from '../../api/workspace-queries'
import { SHARING_WORDS } from '../../components/sharing-choice'
import { formatDate } from '../../lib/format'

/** Collections colleagues share with the team, with their owner's name; each opens by link. */
export function SharedWithTeam() {
  const { data: shared = [], isError } = useQuery(workspaceSharedQuery('collection'))
  return (
    <section aria-labelledby="shared-heading" className="space-y-2">
      <h2 id="shared-heading" className="text-xl font-semibold">
        Shared with the team
      </h2>
      {isError ? (
        <p className="text-sm text-ink-muted">What the team shares could not be read just now.</p>
      ) : shared.length === 0 ? (
        <p className="text-sm text-ink-muted">No colleague shares a collection yet.</p>
      ) : (
        <ul
          className="divide-y divide-border rounded border border-border bg-surface text-sm"
          aria-label="Collections shared with the team"
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
                by {item.owner.name} · {item.entries ?? 0}{' '}
                {item.entries === 1 ? 'entry' : 'entries'} ·{' '}
                {item.sharing === 'team-edit' ? SHARING_WORDS['team-edit'] : 'Read only'} · changed{' '}
                {formatDate(item.updatedAt, { local: true })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
