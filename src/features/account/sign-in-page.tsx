import { useId } from 'react'

/** Why the last sign-in did not work, as the server says it in the address. */
export type SignInError = '' | 'invalid' | 'throttled' | 'expired' | 'failed'

const MESSAGES: Record<Exclude<SignInError, ''>, string> = {
  invalid: 'That name and password do not match an account. Check both and try again.',
  throttled: 'Too many failed sign-ins from here. Wait a moment, then try again.',
  expired: 'Your session has ended. Sign in again to go on where you were.',
  failed: 'The sign-in with your organisation’s account did not complete.',
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
      ? `Too many failed sign-ins from here. Wait ${waitWords(retryAfterS)}, then try again.`
      : error
        ? MESSAGES[error]
        : undefined
  return (
    <div className="mx-auto max-w-sm py-6">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <p className="mt-2 text-sm text-ink-muted">
        DDS Explorer is shared by your team. Sign in with the account your administrator gave you.
      </p>
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
            Name
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
            Password
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
          Sign in
        </button>
      </form>
    </div>
  )
}

/** "8 seconds", "2 minutes": the wait as the server words it too (password-login.ts). */
function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}
