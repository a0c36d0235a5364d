import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import * as client from 'openid-client'
import { isLoopbackName } from '../http/net-address'
import type { Store } from '../../store/store'
import { readCookie } from './cookies'
import { safeNext } from './safe-next'

/**
 * OpenID Connect sign-in (authorization code with PKCE) through openid-client. What a sign-in in
 * progress must remember (state, nonce, PKCE verifier, where to go next) is kept in the shared
 * store under a random id, whose cookie binds it to the browser that started it: the provider
 * may send the user back to any instance.
 */

export const FLOW_COOKIE = 'dds_oidc'
export const CALLBACK_PATH = '/auth/callback'
/** Time to sign in at the provider (including typing a password and a second factor). */
const FLOW_TTL_MS = 10 * 60_000

/**
 * Sign-ins started per client address: 20 in 10 minutes (a flow's lifetime), so one address
 * keeps at most 20 flow records (each under 2.3 KB: three 43-character secrets and a `next` of
 * at most 2048) in the store at a time. Instances share the count when given a limiter over
 * their shared Redis (`new RateLimiterRedis({ storeClient, useRedisPackage: true, ...OIDC_START_LIMITS })`).
 */
export const OIDC_START_LIMITS = { points: 20, duration: 10 * 60, keyPrefix: 'oidc-start' } as const

export interface OidcOptions {
  issuer: URL
  clientId: string
  /** Absent for a public client (PKCE only). */
  clientSecret?: string
  /** The address people open; the redirect URI is `<its origin>/auth/callback`. */
  publicUrl: URL
  store: Store
}

interface Flow {
  verifier: string
  state: string
  nonce: string
  next: string
}

export class OidcSignInError extends Error {}

export function createOidc(options: OidcOptions) {
  const redirectUri = new URL(CALLBACK_PATH, options.publicUrl.origin).href
  let configuration: Promise<client.Configuration> | undefined

  /** Discovered once, on first use; a failure is not kept, so the next sign-in tries again. */
  const config = () => {
    configuration ??= discover(options).catch((err: unknown) => {
      configuration = undefined
      throw err
    })
    return configuration
  }

  return {
    redirectUri,
    config,

    /** Where to send the browser, and the flow id for its cookie. */
    async start(next: string): Promise<{ location: URL; flowId: string; flowTtlMs: number }> {
      const cfg = await config()
      const flow: Flow = {
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
        next: safeNext(next),
      }
      const flowId = randomBytes(32).toString('base64url')
      await options.store.set(flowKey(flowId), JSON.stringify(flow), FLOW_TTL_MS)
      const location = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      })
      return { location, flowId, flowTtlMs: FLOW_TTL_MS }
    },

    /**
     * The provider's answer at /auth/callback: the code is exchanged (state, nonce and PKCE
     * checked by openid-client) and the user named from the ID token. A flow is used once.
     */
    async finish(req: IncomingMessage): Promise<{ user: string; next: string }> {
      const flowId = readCookie(req, FLOW_COOKIE)
      if (!flowId)
        throw new OidcSignInError('no sign-in in progress in this browser (cookie missing)')
      const text = await options.store.get(flowKey(flowId))
      await options.store.delete(flowKey(flowId))
      if (!text) throw new OidcSignInError('the sign-in took too long or was already used')
      const flow = JSON.parse(text) as Flow
      const cfg = await config()
      const currentUrl = new URL(req.url ?? '/', options.publicUrl.origin)
      const tokens = await client.authorizationCodeGrant(cfg, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      const idToken = tokens.claims()
      if (!idToken) throw new OidcSignInError('the provider sent no ID token')
      let claims: UserClaims = idToken
      // Many providers put e-mail and name in the UserInfo answer only, not in the ID token.
      if (!nameIn(claims) && cfg.serverMetadata().userinfo_endpoint)
        claims = {
          ...(await client.fetchUserInfo(cfg, tokens.access_token, idToken.sub)),
          ...idToken,
        }
      return { user: userFromClaims(claims), next: safeNext(flow.next) }
    },
  }
}

export type Oidc = ReturnType<typeof createOidc>

/**
 * The user id: the e-mail address (unless the provider says it is unverified: anyone could type
 * a colleague's address into an account elsewhere), else the preferred user name, else `sub`.
 */
export function userFromClaims(claims: UserClaims): string {
  return nameIn(claims) ?? claims.sub
}

type UserClaims = { sub: string } & Record<string, unknown>

function nameIn(claims: UserClaims): string | undefined {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  const email = claims.email_verified === false ? undefined : text(claims.email)
  return email ?? text(claims.preferred_username)
}

function discover(options: OidcOptions): Promise<client.Configuration> {
  // Plain http is allowed for a provider on this machine only (the tests' local provider);
  // anywhere else tokens would cross the network readable.
  const local = options.issuer.protocol === 'http:' && isLoopbackName(options.issuer.hostname)
  return client.discovery(
    options.issuer,
    options.clientId,
    options.clientSecret,
    options.clientSecret === undefined ? client.None() : undefined,
    local ? { execute: [client.allowInsecureRequests] } : undefined,
  )
}

function flowKey(id: string): string {
  return `oidc-flow:${createHash('sha256').update(id).digest('base64url')}`
}
