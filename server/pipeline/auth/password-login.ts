import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '../log'
import { requestLog } from '../request-id'
import { receiveBody } from '../http/request-body'
import type { LoginThrottle } from './login-throttle'
import { decoyHash, verifyPassword } from './passwords'
import { redirect, sendJson } from './responses'
import { safeNext } from './safe-next'
import { credentialOf, isValidName, normalName, type Account } from './users-file'
import { wantsJson } from './request-kind'

/** A sign-in form holds a name, a password and a path: a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024
const BODY_TIMEOUT_MS = 10_000
/** scrypt hashes anything, but a megabyte "password" is a way to spend our CPU, not a password. */
const MAX_PASSWORD_CHARS = 1_024

interface LoginForm {
  username: string
  password: string
  next: string
}

/**
 * `POST /auth/login`: a form post from the sign-in page (answered with 303s, so the browser
 * lands on a page either way) or a JSON call (answered with JSON).
 */
export function createPasswordLogin(deps: {
  accounts: { get(name: string, fresh?: boolean): Promise<Account | undefined> }
  throttle: LoginThrottle
  /** Starts a session for the user on this answer (cookie included), tied to its credential. */
  signIn(
    req: IncomingMessage,
    res: ServerResponse,
    user: string,
    admin: boolean,
    credential: string,
  ): Promise<void>
  log: Logger
}) {
  return async (req: IncomingMessage, res: ServerResponse, address: string): Promise<void> => {
    const log = requestLog(req, deps.log)
    const json = wantsJson(req)
    const form = await readForm(req)
    if (!form.ok) {
      if (form.status === 0) return
      sendJson(res, form.status, { title: 'Sign-in not understood', detail: form.message })
      return
    }
    const { username, password } = form.value
    const next = safeNext(form.value.next)
    const back = (error: string, extra = '') =>
      redirect(res, `/sign-in?error=${error}${extra}&next=${encodeURIComponent(next)}`)

    const name = normalName(username).slice(0, 64)
    const waitMs = await deps.throttle.attempt(name, address)
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000)
      log.info({ user: name, address, waitS: seconds }, 'sign-in refused: too many attempts')
      if (!json) return back('throttled', `&retry_after=${seconds}`)
      // The same words whether or not the name is an account here.
      sendJson(
        res,
        429,
        {
          title: 'Too many sign-in attempts',
          detail: `Too many failed sign-ins from here. Wait ${waitWords(seconds)}, then try again.`,
          retry_after: seconds,
        },
        { 'retry-after': String(seconds) },
      )
      return
    }

    const account = isValidName(name) ? await deps.accounts.get(name, true) : undefined
    // The decoy keeps an unknown name as slow to refuse as a wrong password.
    const matches =
      password.length > 0 &&
      password.length <= MAX_PASSWORD_CHARS &&
      (await verifyPassword(password, account?.hash ?? (await decoyHash())))
    if (!account || !matches) {
      log.info({ user: name, address }, 'sign-in refused: wrong name or password')
      if (!json) return back('invalid')
      sendJson(res, 401, {
        title: 'Sign-in failed',
        detail: 'That name and password do not match an account here.',
      })
      return
    }

    await deps.throttle.succeeded(name, address)
    await deps.signIn(req, res, name, account.admin, credentialOf(account))
    log.info({ user: name, address }, 'signed in')
    if (!json) return redirect(res, next)
    sendJson(res, 200, { user: name, admin: account.admin })
  }
}

async function readForm(
  req: IncomingMessage,
): Promise<
  { ok: true; value: LoginForm } | { ok: false; status: 0 | 400 | 408 | 413 | 415; message: string }
> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  if (type !== 'application/x-www-form-urlencoded' && type !== 'application/json') {
    req.resume()
    return {
      ok: false,
      status: 415,
      message: 'Send the sign-in as a form (application/x-www-form-urlencoded) or as JSON.',
    }
  }
  const body = await receiveBody(req, { maxBytes: MAX_BODY_BYTES, timeoutMs: BODY_TIMEOUT_MS })
  if (!body.ok) return body
  const text = body.body.toString('utf8')
  let fields: Record<string, unknown>
  if (type === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
      fields = parsed as Record<string, unknown>
    } catch {
      return { ok: false, status: 400, message: 'The sign-in body is not a JSON object.' }
    }
  } else fields = Object.fromEntries(new URLSearchParams(text))
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    ok: true,
    value: {
      username: str(fields.username),
      password: str(fields.password),
      next: str(fields.next),
    },
  }
}

/** "8 seconds", "1 minute", "4 minutes": a wait in the words a person would use. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}
