import { useQuery } from '@tanstack/react-query'
import { describeFailure, type FailureWording } from '../../api/describe-failure'
import { teamUsageQuery } from '../../api/account-queries'
import type { TeamUsage } from '../../api/schemas/usage'
import { FailureNotice } from '../../components/failure-notice'
import { formatCount } from '../../lib/format'

type UserDay = TeamUsage['days'][number]['users'][number]

const REFUSALS: Record<string, string> = {
  rate: 'too fast',
  calls: 'calls used up',
  credits: 'credits used up',
  'team-credits': 'team ceiling',
  questions: 'questions used up',
  depth: 'paged too deep',
}

// This server answers 403 here to anyone but an administrator: not a matter of the API key.
const USAGE_WORDING: FailureWording = {
  kinds: {
    forbidden: {
      title: 'The team’s usage is shown to administrators only (403)',
      advice: 'Ask an administrator of this server for it.',
      retry: false,
    },
  },
}

/**
 * Where the team's credits and calls went: per day and user, by endpoint, with the requests
 * refused, and what each person may spend a day.
 */
export function TeamUsagePage() {
  const { data, error, isPending, refetch } = useQuery(teamUsageQuery())
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Team usage</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Calls to the service and credits spent with the team’s key over the last 30 days (UTC
          days), per person and endpoint. Answers from the cache cost nothing and are not counted.
        </p>
        {data && (
          <p className="mt-1 text-sm text-ink-muted">
            Each person may make {formatCount(data.limits.calls)} calls (searches that cost no
            credits included) and spend {formatCount(data.limits.credits)} credits a day; the team{' '}
            {formatCount(data.limits.teamCredits)} credits.
          </p>
        )}
      </div>
      {isPending && <p role="status">Loading usage…</p>}
      {error && (
        <FailureNotice
          failure={describeFailure(error, USAGE_WORDING)}
          onRetry={() => void refetch()}
          compact
        />
      )}
      {data && <UsageTable days={data.days} />}
    </div>
  )
}

function UsageTable({ days }: { days: TeamUsage['days'] }) {
  const rows = days.flatMap((day) => day.users.map((user) => ({ day: day.day, user })))
  if (rows.length === 0) return <p>Nobody has used the service in the last 30 days.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Calls and credits per day and person</caption>
        <thead className="border-b border-border text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Day
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Person
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Requests
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Calls
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Credits
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              By endpoint
            </th>
            <th scope="col" className="py-2 font-medium">
              Refused
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ day, user }) => (
            <tr key={`${day}/${user.user}`} className="border-b border-border align-top">
              <td className="py-2 pr-4 tabular-nums">{day}</td>
              <th scope="row" className="py-2 pr-4 font-normal">
                {user.user}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{formatCount(user.requests)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatCount(user.calls)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatCount(user.credits)}</td>
              <td className="py-2 pr-4">{byEndpoint(user)}</td>
              <td className="py-2">{refused(user)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function byEndpoint(user: UserDay): string {
  const parts = Object.entries(user.creditsByEndpoint)
    .filter(([, credits]) => credits > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([endpoint, credits]) => `${endpoint.replace(/^\/v1\//, '')} ${formatCount(credits)}`)
  return parts.length > 0 ? parts.join(', ') : '—'
}

function refused(user: UserDay): string {
  const parts = Object.entries(user.refused)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${formatCount(count)} ${REFUSALS[reason] ?? reason}`)
  return parts.length > 0 ? parts.join(', ') : '—'
}
