import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { workspaceSharedQuery } from '../../../api/workspace-queries'
import { formatDate } from '../../../lib/format'
import { savedTableOf } from './saved-store'
import { m } from '../../../paraglide/messages.js'

/** Tables colleagues share with the team, with their owner's name; each opens as a table. */
export function SharedTables() {
  const { data: shared = [], isError } = useQuery(workspaceSharedQuery('saved-table'))
  const tables = shared.flatMap((item) => savedTableOf(item) ?? [])
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{m.survey_shared_heading()}</h3>
      {isError ? (
        // Not "no colleague shares one": the list could not be read, which is another thing.
        <p className="mt-1 text-sm text-ink-subtle">{m.survey_shared_unreadable()}</p>
      ) : tables.length === 0 ? (
        <p className="mt-1 text-sm text-ink-subtle">{m.survey_shared_none()}</p>
      ) : (
        <ul className="mt-1 divide-y divide-border text-sm" aria-label={m.survey_shared_list()}>
          {tables.map((t) => (
            <li key={t.id} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <Link to="/survey" search={t.search} className="text-accent-strong underline">
                {t.name}
              </Link>
              <span className="text-xs text-ink-subtle">
                {m.survey_shared_by({
                  owner: t.owner,
                  date: formatDate(t.savedAt, { local: true }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
