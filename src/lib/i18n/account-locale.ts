import { m } from '../../paraglide/messages.js'
import type { Locale } from './reader-locale'

/**
 * How long the switch waits for the account to take the choice before it reloads anyway: the
 * cookie already holds it for this browser, so a slow or absent workspace only costs the other
 * browsers the choice, never this page its answer to the click.
 */
const SAVE_WAIT_MS = 3_000

/**
 * Keeps the interface language with the account's preferences, so a sign-in on another browser
 * (without the cookie) gets it too; the server reads it before it writes a page
 * (server/workspace/routes.ts, `accountLocale`). Settles when saved, refused (signed out: the
 * cookie alone then, and nothing said about it) or after the wait; never rejects.
 */
export async function keepLocaleWithAccount(locale: Locale): Promise<void> {
  const save = import('../../api/workspace-writes').then((w) =>
    w.updatePreferences((data) => ({ ...data, locale }), m.account_pref_locale(), {
      signedOutIsFine: true,
    }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SAVE_WAIT_MS)))
  await Promise.race([save.catch(() => undefined), waited])
  clearTimeout(timer)
}
