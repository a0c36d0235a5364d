import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { usageQuery } from '../../api/account-queries'
import { onCreditsUsed } from '../../api/credits-report'
import type { Usage } from '../../api/schemas/usage'
import { clearBrowserWork } from '../../lib/browser-work'
import { formatCount } from '../../lib/format'
import { m } from '../../paraglide/messages.js'

/**
 * The header's quiet account line: who is signed in, credits used today of the allowance (when
 * it resets on hover and for screen readers), sign-out, and for admins the team's usage. Hidden
 * until the server has said (and when it cannot: signed out, or no limits).
 */
export function UsageMeter() {
  const { data } = useQuery(usageQuery())
  useCreditsFollowAnswers()
  const queryClient = useQueryClient()
  if (!data) return null
  const { credits } = data
  const nearly = credits.limit > 0 && credits.used >= credits.limit * 0.9
  const canSignOut = data.signedIn && (data.mode === 'password' || data.mode === 'oidc')
  return (
    // One line beside the navigation at 1280 px, whatever the figures: "today" and the reset
    // time are said on hover and to screen readers, not printed.
    <div className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs whitespace-nowrap text-ink-muted lg:flex-nowrap">
      {data.signedIn && <span className="font-medium text-ink">{data.user}</span>}
      <span title={m.account_credits_title()} className={nearly ? 'text-danger' : undefined}>
        {m.account_credits({ used: formatCount(credits.used), limit: formatCount(credits.limit) })}
        <span className="sr-only"> {m.account_credits_sr()}</span>
      </span>
      {data.admin && (
        <Link
          to="/admin/usage"
          className="inline-flex min-h-6 items-center underline hover:text-ink"
        >
          {m.account_team_usage()}
        </Link>
      )}
      {canSignOut && (
        <form
          method="post"
          action="/auth/logout"
          // Nothing of this user's work stays in the browser: the account's items in memory and
          // every key this app keeps (the form still posts and the next page starts afresh).
          onSubmit={() => {
            queryClient.removeQueries({ queryKey: ['workspace'] })
            clearBrowserWork()
          }}
        >
          <button
            type="submit"
            className="inline-block min-h-6 rounded px-2 py-0.5 underline hover:bg-surface-muted hover:text-ink"
          >
            {m.account_sign_out()}
          </button>
        </form>
      )}
    </div>
  )
}

/** Each paid answer names the reader's credits today: the meter takes it as its figure. */
function useCreditsFollowAnswers(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onCreditsUsed((used) => {
        queryClient.setQueryData<Usage>(usageQuery().queryKey, (old) =>
          old ? { ...old, credits: { ...old.credits, used } } : old,
        )
      }),
    [queryClient],
  )
}
