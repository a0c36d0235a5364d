import { useId } from 'react'
import { m } from '../../paraglide/messages.js'

/** Why the last sign-in did not work, as the server says it in the address. */
export type SignInError = '' | 'invalid' | 'throttled' | 'expired' | 'failed'

// Messages, read when the page renders (in the reader's language).
const MESSAGES: Record<Exclude<SignInError, ''>, () => string> = {
  invalid: m.sign_in_invalid,
  throttled: m.sign_in_throttled,
  expired: m.sign_in_expired,
  failed: m.sign_in_failed,
}

/**
 * The sign-in form. A plain form posted to the server (`POST /auth/login`), so it works before
 * the app has loaded and without JavaScript; the server answers with the page asked for
 * (`next`), or this page again with the reason.
 */
export function SignInPage({
  next,
  error,
  retryAfterS,
}: {
  next: string
  error: SignInError
  /** With `throttled`: the seconds the server asked this address to wait. */
  retryAfterS?: number
}) {
  const id = useId()
  const message =
    error === 'throttled' && retryAfterS
      ? m.sign_in_throttled_wait({ wait: waitWords(retryAfterS) })
      : error
        ? MESSAGES[error]()
        : undefined
  return (
    <div className="mx-auto max-w-sm py-6">
      <h1 className="text-2xl font-semibold">{m.sign_in_title()}</h1>
      <p className="mt-2 text-sm text-ink-muted">{m.sign_in_intro()}</p>
      {message && (
        <div
          role="alert"
          className="mt-4 rounded border border-danger/40 bg-danger-soft p-3 text-sm"
        >
          {message}
        </div>
      )}
      <form method="post" action="/auth/login" className="mt-6 space-y-4">
        <input type="hidden" name="next" value={next} />
        <div>
          <label htmlFor={`${id}-user`} className="block font-medium">
            {m.sign_in_name()}
          </label>
          <input
            id={`${id}-user`}
            name="username"
            autoComplete="username"
            required
            autoCapitalize="none"
            spellCheck={false}
            className="mt-1 block w-full rounded border border-border-strong bg-surface px-3 py-2 text-ink"
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="block font-medium">
            {m.sign_in_password()}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="mt-1 block w-full rounded border border-border-strong bg-surface px-3 py-2 text-ink"
          />
        </div>
        <button
          type="submit"
          className="w-full rounded bg-accent px-4 py-2 text-sm font-medium text-on-accent hover:bg-accent-strong"
        >
          {m.sign_in_submit()}
        </button>
      </form>
    </div>
  )
}

/** "8 seconds", "2 minutes": the wait as the server words it too (password-login.ts). */
function waitWords(seconds: number): string {
  if (seconds < 60) return m.wait_seconds({ count: seconds })
  return m.wait_minutes({ count: Math.ceil(seconds / 60) })
}
