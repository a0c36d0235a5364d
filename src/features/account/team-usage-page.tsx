import { useQuery } from '@tanstack/react-query'
import { describeFailure, type FailureWording } from '../../api/describe-failure'
import { teamUsageQuery } from '../../api/account-queries'
import type { TeamUsage } from '../../api/schemas/usage'
import { FailureNotice } from '../../components/failure-notice'
import { formatCount, formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'

type UserDay = TeamUsage['days'][number]['users'][number]

const REFUSALS: Record<string, () => string> = {
  rate: m.account_refused_rate,
  calls: m.account_refused_calls,
  credits: m.account_refused_credits,
  'team-credits': m.account_refused_team_credits,
  questions: m.account_refused_questions,
  depth: m.account_refused_depth,
}

// This server answers 403 here to anyone but an administrator: not a matter of the API key.
const USAGE_WORDING: FailureWording = {
  kinds: {
    forbidden: () => ({
      title: m.account_usage_admins_only(),
      advice: m.account_usage_ask_admin(),
      retry: false,
    }),
  },
}

// The server's refusal says in English what the title already says in the reader's language.
function usageFailure(error: unknown) {
  const failure = describeFailure(error, USAGE_WORDING)
  return failure.kind === 'forbidden' ? { ...failure, detail: '' } : failure
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
        <h1 className="text-2xl font-semibold">{m.account_team_usage()}</h1>
        <p className="mt-1 text-sm text-ink-muted">{m.account_usage_intro()}</p>
        {data && (
          <p className="mt-1 text-sm text-ink-muted">
            {m.account_usage_limits({
              calls: formatCount(data.limits.calls),
              credits: formatCount(data.limits.credits),
              team: formatCount(data.limits.teamCredits),
            })}
          </p>
        )}
      </div>
      {isPending && <p role="status">{m.account_usage_loading()}</p>}
      {error && (
        <FailureNotice failure={usageFailure(error)} onRetry={() => void refetch()} compact />
      )}
      {data && <UsageTable days={data.days} />}
    </div>
  )
}

function UsageTable({ days }: { days: TeamUsage['days'] }) {
  const rows = days.flatMap((day) => day.users.map((user) => ({ day: day.day, user })))
  if (rows.length === 0) return <p>{m.account_usage_nobody()}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.account_usage_caption()}</caption>
        <thead className="border-b border-border text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {m.account_col_day()}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {m.account_col_person()}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {m.account_col_requests()}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {m.account_col_calls()}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {m.account_col_credits()}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {m.account_col_by_endpoint()}
            </th>
            <th scope="col" className="py-2 font-medium">
              {m.account_col_refused()}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ day, user }) => (
            <tr key={`${day}/${user.user}`} className="border-b border-border align-top">
              <td className="py-2 pr-4 tabular-nums">
                <time dateTime={day}>{formatDate(day)}</time>
              </td>
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
    .map(
      ([reason, count]) =>
        `${formatCount(count)} ${Object.hasOwn(REFUSALS, reason) ? REFUSALS[reason]!() : reason}`,
    )
  return parts.length > 0 ? parts.join(', ') : '—'
}
