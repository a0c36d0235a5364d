import type { IncomingMessage, ServerResponse } from 'node:http'
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { silentLogger, type Logger } from '../log'
import { requestLog } from '../request-id'
import { DEFAULT_TRUSTED_PROXIES, requestScheme, trustedPeers } from '../http/net-address'
import { requestFacts } from '../http/request-facts'
import type { Store } from '../../store/store'
import { clientAddress } from './client-address'
import { addCookie, cookieHeader, readCookie } from './cookies'
import { internalCallAddress, rememberReaderAddress } from './internal-call'
import { createLoginThrottle, msToWait } from './login-throttle'
import { CALLBACK_PATH, createOidc, FLOW_COOKIE, OIDC_START_LIMITS, type Oidc } from './oidc'
import { isStateChanging, sameOrigin } from './origin-check'
import { createPasswordLogin } from './password-login'
import { isPageRequest, isUnder, pathOf, wantsJson } from './request-kind'
import { redirect, sendJson, sendText } from './responses'
import { safeNext } from './safe-next'
import { createSessions, SESSION_COOKIE } from './sessions'
import { accountsReader, credentialOf, type Account } from './users-file'

/**
 * The session stage: who is asking (DDS_AUTH), the /auth routes, and the refusals that follow
 * from it — signed-out /api calls (401), signed-out page loads (to sign-in and back), and
 * state-changing requests from other sites (403).
 */

export type AuthMode = 'none' | 'password' | 'oidc' | 'header'

export interface Identity {
  /** The account name, the e-mail from the provider or proxy, or `ip:<address>` in none mode. */
  user: string
  admin: boolean
  /** A person known by name (session or proxy header), not just an address. */
  signedIn: boolean
}

export interface AuthOptions {
  mode: AuthMode
  /** Sessions (password, oidc), sign-ins in progress (oidc) and failed sign-ins (password). */
  store: Store
  log?: Logger
  /**
   * Peers whose X-Forwarded-For/-Proto and identity header are believed; default loopback. In
   * none mode X-Forwarded-For is read from `forwardedForProxies` instead.
   */
  trustedProxies?: readonly string[]
  /**
   * none: peers whose X-Forwarded-For names the reader; default none at all, not even loopback.
   * A none-mode server listens on this machine only, so every peer is a local program, and one
   * whose header were believed could name itself anew for a fresh allowance on each request.
   * Pass DDS_TRUSTED_PROXIES here only when the operator set it. The first-view renderer's own
   * calls name their reader whatever this says (./internal-call.ts).
   */
  forwardedForProxies?: readonly string[]
  /** The address people open: https makes cookies Secure; oidc builds its redirect URI on it. */
  publicUrl?: URL
  /** Session lifetime since last use (DDS_SESSION_TTL_H, default 12). */
  sessionTtlH?: number
  /** password: the accounts file (DDS_USERS_FILE). */
  usersFile?: string
  /** oidc: DDS_OIDC_ISSUER, DDS_OIDC_CLIENT_ID, DDS_OIDC_CLIENT_SECRET. */
  oidc?: { issuer: URL; clientId: string; clientSecret?: string }
  /**
   * oidc: sign-ins started (`/auth/start`, each a flow record in the store) per client address;
   * default per instance, in memory, with OIDC_START_LIMITS.
   */
  startLimiter?: RateLimiterAbstract
  /** header: the header an auth proxy names the user in (DDS_AUTH_HEADER). */
  header?: string
  /** oidc, header: user ids that are admins (DDS_ADMINS); password keeps it per account. */
  admins?: readonly string[]
}

export interface AuthStage {
  readonly mode: AuthMode
  /**
   * Runs for every request after the host check. Resolves true when it answered (an /auth route
   * or a refusal): the pipeline stops. False: the request goes on, and `identify` names who it is
   * from (undefined only for open paths such as /assets or /sign-in requested signed out).
   */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  identify(req: IncomingMessage): Promise<Identity | undefined>
}

export class AuthSetupError extends Error {}

export function createAuth(options: AuthOptions): AuthStage {
  const { mode, store } = options
  const log = options.log ?? silentLogger
  const trusted = trustedPeers(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)
  const namingProxies = trustedPeers(options.forwardedForProxies ?? [])
  // Secure when the browser came over https, whether DDS_PUBLIC_URL or a trusted proxy says so.
  const secureFor = (req: IncomingMessage) =>
    requestScheme(req, { publicUrl: options.publicUrl, trustedPeer: trusted }) === 'https:'
  const admins = new Set((options.admins ?? []).map((a) => a.toLowerCase()))
  const identityHeader = (options.header ?? 'x-forwarded-email').toLowerCase()
  const sessions = createSessions({ store, ttlMs: (options.sessionTtlH ?? 12) * 3_600_000 })
  const sessionCookie = (req: IncomingMessage, id: string, maxAgeS?: number) =>
    cookieHeader(SESSION_COOKIE, id, { path: '/', secure: secureFor(req), maxAgeS })

  const accounts =
    mode === 'password'
      ? accountsReader(
          options.usersFile ??
            fail('DDS_AUTH=password needs DDS_USERS_FILE (the accounts `npm run users` writes)'),
        )
      : undefined
  let oidc: Oidc | undefined
  let startLimiter: RateLimiterAbstract | undefined
  if (mode === 'oidc') {
    if (!options.oidc) fail('DDS_AUTH=oidc needs DDS_OIDC_ISSUER and DDS_OIDC_CLIENT_ID')
    if (!options.publicUrl) fail('DDS_AUTH=oidc needs DDS_PUBLIC_URL for its redirect address')
    oidc = createOidc({ ...options.oidc, publicUrl: options.publicUrl, store })
    startLimiter = options.startLimiter ?? new RateLimiterMemory({ ...OIDC_START_LIMITS })
  }

  const signIn = async (
    req: IncomingMessage,
    res: ServerResponse,
    user: string,
    admin: boolean,
    credential?: string,
  ) => {
    // A session id the browser had before sign-in is never carried over (session fixation).
    const before = readCookie(req, SESSION_COOKIE)
    if (before) await sessions.end(before)
    const id = await sessions.create(user, admin, credential)
    addCookie(res, sessionCookie(req, id, sessions.ttlMs / 1000))
  }
  const login = accounts
    ? createPasswordLogin({
        accounts,
        throttle: createLoginThrottle(store),
        signIn,
        log,
      })
    : undefined

  /** Who a request is from; `res` given, a renewed session's cookie is renewed too. */
  const resolve = async (
    req: IncomingMessage,
    res?: ServerResponse,
  ): Promise<Identity | undefined> => {
    switch (mode) {
      case 'none': {
        // Only the renderer's own calls, or a proxy named for it, may say who the reader is.
        const address = internalCallAddress(req) ?? clientAddress(req, namingProxies)
        rememberReaderAddress(req, address)
        return { user: `ip:${address}`, admin: false, signedIn: false }
      }
      case 'header': {
        // Only the proxy's word counts: from anyone else the header is just text they typed.
        if (!trusted(req.socket.remoteAddress)) return undefined
        const raw = req.headers[identityHeader]
        const user = (Array.isArray(raw) ? raw[0] : raw)?.trim()
        if (!user || user.length > 256) return undefined
        return { user, admin: admins.has(user.toLowerCase()), signedIn: true }
      }
      case 'password':
      case 'oidc': {
        const id = readCookie(req, SESSION_COOKIE)
        if (!id) return undefined
        const found = await sessions.read(id)
        if (!found) return undefined
        let admin = admins.has(found.session.user.toLowerCase())
        if (accounts) {
          // The accounts file is the truth: a removed account's sessions end with it, and so do
          // those opened with a password since changed or reset, on every instance that reads it.
          const user = found.session.user
          const matches = (a: Account | undefined) =>
            a !== undefined && found.session.credential === credentialOf(a)
          let account = await accounts.get(user)
          // This instance may not have read a change made through another one yet (it looks at
          // the file at most once a second): a session opened there just after a password change
          // would not match, and ending it would end it everywhere. The file is asked first.
          if (!matches(account)) account = await accounts.get(user, true)
          if (!account || !matches(account)) {
            await sessions.end(id)
            return undefined
          }
          admin = account.admin
        }
        if (found.renewed && res) addCookie(res, sessionCookie(req, id, sessions.ttlMs / 1000))
        return { user: found.session.user, admin, signedIn: true }
      }
    }
  }

  const known = new WeakMap<IncomingMessage, Identity>()
  /** Requests the session stage let on though their session could not be read. */
  const unresolved = new WeakSet<IncomingMessage>()

  /** Where a signed-out browser goes to sign in, coming back to `next`. */
  const signInAt = (next: string): string | undefined => {
    const back = encodeURIComponent(safeNext(next))
    if (mode === 'password') return `/sign-in?next=${back}`
    if (mode === 'oidc') return `/auth/start?next=${back}`
    return undefined
  }

  const routes = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    identity: Identity | undefined,
  ): Promise<void> => {
    const method = req.method ?? 'GET'
    const only = (allowed: string[]): boolean => {
      if (allowed.includes(method)) return true
      req.resume()
      sendJson(
        res,
        405,
        { title: 'Method not allowed', detail: `${path} answers ${allowed.join(', ')}.` },
        { allow: allowed.join(', ') },
      )
      return false
    }
    const params = new URL(req.url ?? '/', 'http://x').searchParams

    if (path === '/auth/me') {
      if (!only(['GET', 'HEAD'])) return
      if (identity) return sendJson(res, 200, { ...identity, mode })
      return sendJson(res, 401, signInRequired('/'))
    }
    if (path === '/auth/login' && login) {
      if (only(['POST'])) await login(req, res, clientAddress(req, trusted))
      return
    }
    if (path === '/auth/logout' && (mode === 'password' || mode === 'oidc')) {
      if (!only(['POST'])) return
      req.resume()
      const id = readCookie(req, SESSION_COOKIE)
      if (id) await sessions.end(id)
      addCookie(res, sessionCookie(req, '', 0))
      if (identity) requestLog(req, log).info({ user: identity.user }, 'signed out')
      if (wantsJson(req)) {
        res.writeHead(204, { 'cache-control': 'no-store' })
        res.end()
      } else redirect(res, '/sign-in')
      return
    }
    if (path === '/auth/start' && oidc && startLimiter) {
      if (!only(['GET', 'HEAD'])) return
      // Counted before anything is stored: each start keeps a flow record for its whole TTL.
      const address = clientAddress(req, trusted)
      const waitMs = await msToWait(startLimiter.consume(address))
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000)
        requestLog(req, log).info({ address }, 'sign-in start refused: too many from this address')
        return sendText(
          res,
          429,
          `Too many sign-ins were started from this address. Wait ${minutes} minute${minutes > 1 ? 's' : ''} and try again.\n`,
          { 'retry-after': String(Math.ceil(waitMs / 1000)) },
        )
      }
      const started = await oidc.start(params.get('next') ?? '/')
      addCookie(
        res,
        cookieHeader(FLOW_COOKIE, started.flowId, {
          path: CALLBACK_PATH,
          secure: secureFor(req),
          maxAgeS: started.flowTtlMs / 1000,
        }),
      )
      return redirect(res, started.location.href)
    }
    if (path === CALLBACK_PATH && oidc) {
      if (!only(['GET'])) return
      addCookie(
        res,
        cookieHeader(FLOW_COOKIE, '', { path: CALLBACK_PATH, secure: secureFor(req), maxAgeS: 0 }),
      )
      let done: { user: string; next: string }
      try {
        done = await oidc.finish(req)
      } catch (err) {
        // A provider's refusal, a stale or replayed answer: the user can simply start again.
        requestLog(req, log).info({ err }, 'OIDC sign-in did not complete')
        return redirect(res, '/sign-in?error=failed')
      }
      await signIn(req, res, done.user, admins.has(done.user.toLowerCase()))
      requestLog(req, log).info({ user: done.user }, 'signed in')
      return redirect(res, done.next)
    }
    req.resume()
    sendJson(res, 404, { title: 'Not found', detail: `${path} is not part of sign-in here.` })
  }

  const signInRequired = (next: string) => ({
    title: 'Sign-in required',
    detail:
      mode === 'header'
        ? 'This server knows users from its sign-in proxy, and this request did not come through it.'
        : 'Sign in to use this.',
    ...(signInAt(next) ? { sign_in: signInAt(next) } : {}),
  })

  return {
    mode,

    async handle(req, res) {
      const path = pathOf(req.url)
      const isApi = isUnder(path, '/api')
      const isAuth = isUnder(path, '/auth')
      // A renderer call's mark is checked (and removed) first, whatever the mode.
      internalCallAddress(req)
      // The app's built files are the same for everyone: they need no session, so they load
      // (and cost no store read) whoever asks and whatever state the store is in.
      if (isUnder(path, '/assets')) return false
      try {
        if ((isApi || isAuth) && isStateChanging(req.method)) {
          if (!sameOrigin(req, { publicUrl: options.publicUrl, trustedPeer: trusted })) {
            requestLog(req, log).info({ origin: req.headers.origin }, 'cross-site request refused')
            req.resume()
            sendJson(res, 403, {
              title: 'Cross-site request refused',
              detail: 'This request did not come from this site’s own pages.',
            })
            return true
          }
        }
        let identity: Identity | undefined
        try {
          identity = await resolve(req, res)
        } catch (err) {
          // The session store (or the provider) does not answer. A page or file asked for goes
          // on as if signed out but not sent to sign-in: the plain shell, the sign-in page and
          // files hold nothing of anyone's, and the app in the shell meets the 503 below on its
          // /api calls. What needs to know who is asking (/api, /auth) cannot go on.
          if (isApi || isAuth) throw err
          requestLog(req, log).warn({ err }, 'sign-in could not be checked; serving the page')
          unresolved.add(req)
          return false
        }
        if (identity) {
          known.set(req, identity)
          requestFacts(req).user = identity.user
        }
        if (isAuth) {
          await routes(req, res, path, identity)
          return true
        }
        if (identity) return false
        if (isApi) {
          req.resume()
          sendJson(res, 401, signInRequired(req.url ?? '/'))
          return true
        }
        if (isPageRequest(req, path)) {
          const to = signInAt(req.url ?? '/')
          if (to) redirect(res, to)
          else
            sendText(
              res,
              401,
              'This server knows its users from a sign-in proxy, and this request did not come through it.\n',
            )
          return true
        }
        return false
      } catch (err) {
        // The store or the provider failed: no one can be told who they are, so nothing goes on.
        requestLog(req, log).error({ err }, 'sign-in could not be checked')
        if (!res.headersSent) {
          req.resume()
          sendJson(
            res,
            503,
            {
              title: 'Sign-in unavailable',
              detail:
                'Sign-in cannot be checked right now: the server’s session store does not answer. ' +
                'Try again in a few seconds.',
            },
            { 'retry-after': '5' },
          )
        } else res.destroy()
        return true
      }
    },

    async identify(req) {
      if (unresolved.has(req)) return undefined
      return known.get(req) ?? (await resolve(req))
    },
  }
}

function fail(message: string): never {
  throw new AuthSetupError(message)
}
