import { endpointAt, ENDPOINTS } from '../../src/api/endpoints'
import { existsSync, readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { z } from 'zod'
import { DEFAULT_TRUSTED_PROXIES, isLoopbackName } from './http/net-address'

/**
 * Server-side configuration, parsed once at start into one typed object: a bad value stops the
 * start with a message naming the variable. `DDS_*` names are deliberately not `VITE_`-prefixed:
 * Vite only exposes `VITE_*` variables to client code, so the key can never be bundled.
 */

const AUTH_MODES = ['none', 'password', 'oidc', 'header'] as const

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** Blank counts as unset, so `DDS_X=` in a file falls back to the default. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))

const count = (name: string, fallback: number, min: number, max: number) =>
  optionalText
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(
      z
        .number({ error: `${name} must be a number` })
        .int(`${name} must be a whole number`)
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )

const list = optionalText.transform((v) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined,
)

const httpUrl = (name: string) =>
  optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// address` })
      .optional(),
  )

const schema = z
  .object({
    DDS_BASE_URL: optionalText,
    DDS_API_KEY: optionalText,
    PORT: count('PORT', 8080, 0, 65_535),
    HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
    DDS_OUT_DIR: optionalText.transform((v) => v ?? 'dist'),
    DDS_UPSTREAM_TIMEOUT_MS: count('DDS_UPSTREAM_TIMEOUT_MS', 30_000, 100, 600_000),
    DDS_UPSTREAM_CONNECTIONS: count('DDS_UPSTREAM_CONNECTIONS', 128, 1, 4_096),
    DDS_USER_UPSTREAM_CONNECTIONS: count('DDS_USER_UPSTREAM_CONNECTIONS', 8, 1, 4_096),
    DDS_UPSTREAM_QUEUE: count('DDS_UPSTREAM_QUEUE', 256, 0, 100_000),
    DDS_FIRST_VIEW: optionalText.transform((v) => v !== '0'),
    DDS_FIRST_VIEW_WAIT_MS: count('DDS_FIRST_VIEW_WAIT_MS', 1_000, 0, 60_000),
    DDS_LOG_LEVEL: optionalText.pipe(
      z
        .enum(LOG_LEVELS, { error: `DDS_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
        .default('info'),
    ),
    DDS_LOG_FORMAT: optionalText.pipe(
      z.enum(['json', 'pretty'], { error: 'DDS_LOG_FORMAT must be json or pretty' }).optional(),
    ),
    DDS_SHUTDOWN_GRACE_S: count('DDS_SHUTDOWN_GRACE_S', 10, 0, 3_600),
    DDS_PUBLIC_URL: httpUrl('DDS_PUBLIC_URL'),
    DDS_ALLOWED_HOSTS: list,
    DDS_TRUSTED_PROXIES: list,
    DDS_BENCH_FLOOR: optionalText.transform((v) => v === '1'),
    DDS_CACHE_TTL_S: count('DDS_CACHE_TTL_S', 600, 0, 86_400),
    DDS_AUTH: optionalText.pipe(
      z.enum(AUTH_MODES, { error: `DDS_AUTH must be one of ${AUTH_MODES.join(', ')}` }).optional(),
    ),
    DDS_USERS_FILE: optionalText.transform((v) => v ?? '.dds-users.json'),
    DDS_SESSION_TTL_H: count('DDS_SESSION_TTL_H', 12, 1, 720),
    DDS_OIDC_ISSUER: httpUrl('DDS_OIDC_ISSUER'),
    DDS_OIDC_CLIENT_ID: optionalText,
    DDS_OIDC_CLIENT_SECRET: optionalText,
    DDS_AUTH_HEADER: optionalText.transform((v) => (v ?? 'x-forwarded-email').toLowerCase()),
    DDS_ADMINS: list,
    DDS_USER_DAILY_CREDITS: count('DDS_USER_DAILY_CREDITS', 1_000, 0, 100_000_000),
    DDS_USER_DAILY_CALLS: count('DDS_USER_DAILY_CALLS', 5_000, 0, 100_000_000),
    DDS_USER_RATE: count('DDS_USER_RATE', 10, 1, 100_000),
    DDS_USER_DAILY_QUESTIONS: count('DDS_USER_DAILY_QUESTIONS', 20, 0, 100_000),
    DDS_DAILY_CREDITS: count('DDS_DAILY_CREDITS', 20_000, 0, 1_000_000_000),
    DDS_MAX_DEPTH: count('DDS_MAX_DEPTH', 1_000, 1, 10_000_000),
    DDS_CREDIT_COSTS: list,
    DDS_REDIS_URL: optionalText.pipe(
      z
        .url({
          protocol: /^rediss?$/,
          error: 'DDS_REDIS_URL must be a redis:// or rediss:// address',
        })
        .optional(),
    ),
    DDS_CACHE_MAX_MB: count('DDS_CACHE_MAX_MB', 64, 1, 65_536),
    DDS_DATA_DIR: optionalText.transform((v) => v ?? '.dds-data'),
    DDS_DATABASE_URL: optionalText.pipe(
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error:
            'DDS_DATABASE_URL must be a postgres:// address (e.g. postgres://dds:secret@db.example.org/dds); leave it unset for the embedded store in DDS_DATA_DIR',
        })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    for (const entry of env.DDS_TRUSTED_PROXIES ?? []) {
      const [address = '', bits] = entry.split('/')
      const family = isIP(address)
      const maxBits = family === 6 ? 128 : 32
      if (family === 0 || (bits !== undefined && !(Number(bits) >= 0 && Number(bits) <= maxBits)))
        ctx.addIssue({
          code: 'custom',
          path: ['DDS_TRUSTED_PROXIES'],
          message: `DDS_TRUSTED_PROXIES: "${entry}" is not an address or CIDR range (e.g. 10.0.0.0/8)`,
        })
    }
    // Anyone who reaches the server spends the team's key: beyond this machine, who may must be
    // a choice, and not "anyone".
    if (!isLoopbackName(env.HOST) && (env.DDS_AUTH ?? 'none') === 'none')
      ctx.addIssue({
        code: 'custom',
        path: ['DDS_AUTH'],
        message:
          `HOST=${env.HOST} listens beyond this machine: choose how users sign in with DDS_AUTH ` +
          '(password: accounts made with `npm run users`; oidc: your OpenID Connect provider; ' +
          'header: an auth proxy in front names the user). DDS_AUTH=none is for loopback only.',
      })
    for (const entry of env.DDS_CREDIT_COSTS ?? []) {
      const [path = '', credits = ''] = entry.split('=')
      if (!endpointAt(path) || !/^\d{1,6}$/.test(credits))
        ctx.addIssue({
          code: 'custom',
          path: ['DDS_CREDIT_COSTS'],
          message:
            `DDS_CREDIT_COSTS: "${entry}" is not <endpoint>=<credits> (e.g. ` +
            `${ENDPOINTS.studies.path}=2); the endpoints are ` +
            `${Object.values(ENDPOINTS)
              .map((e) => e.path)
              .join(', ')}`,
        })
    }
    if (env.DDS_AUTH === 'oidc')
      for (const name of ['DDS_OIDC_ISSUER', 'DDS_OIDC_CLIENT_ID', 'DDS_PUBLIC_URL'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: `DDS_AUTH=oidc needs ${name}` })
    // Listening beyond this machine without naming the host users reach would answer any Host
    // header, which is what a DNS-rebinding page relies on.
    if (!isLoopbackName(env.HOST) && !env.DDS_PUBLIC_URL && !env.DDS_ALLOWED_HOSTS)
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message:
          `HOST=${env.HOST} listens beyond this machine: set DDS_PUBLIC_URL (the address people ` +
          'open, e.g. https://dds.example.org) or DDS_ALLOWED_HOSTS (the host names this server ' +
          'answers), so it does not answer for any host name.',
      })
  })

export interface ServerConfig {
  baseUrl?: string
  apiKey?: string
  port: number
  host: string
  outDir: string
  /** Bound on one upstream call, counted from when it starts (not while it waits its turn). */
  upstreamTimeoutMs: number
  /** Upstream calls in flight at once, and how many more may wait for a turn before 503. */
  upstreamConnections: number
  /** Upstream calls one user may have in flight at once (a fair share of the above). */
  userUpstreamConnections: number
  upstreamQueue: number
  firstView: boolean
  firstViewWaitMs: number
  logLevel: (typeof LOG_LEVELS)[number]
  /** Human-readable lines on a terminal, JSON lines otherwise, unless chosen. */
  logFormat?: 'json' | 'pretty'
  shutdownGraceMs: number
  publicUrl?: URL
  /** Host names answered (lower case, no port); empty with no public address: loopback only. */
  allowedHosts: string[]
  /** Addresses or CIDR ranges whose X-Forwarded-* headers are believed. */
  trustedProxies: string[]
  /** Whether DDS_TRUSTED_PROXIES was set (none mode believes X-Forwarded-For only then). */
  trustedProxiesSet: boolean
  benchFloor: boolean
  /** How long a successful GET answer is kept and shared; 0 turns the response cache off. */
  cacheTtlMs: number
  /** Bytes of answers kept in this process's memory (without Redis). */
  cacheMaxBytes: number
  auth: {
    mode: (typeof AUTH_MODES)[number]
    usersFile: string
    sessionTtlH: number
    oidc?: { issuer: URL; clientId: string; clientSecret?: string }
    header: string
    admins: string[]
  }
  limits: {
    /** Credits per endpoint where the provider's table (src/api/endpoints.ts) is not what is billed. */
    costs: Record<string, number>
    rate: number
    /** Upstream calls per user per UTC day, zero-credit ones included. */
    userDailyCalls: number
    userDailyCredits: number
    teamDailyCredits: number
    userDailyQuestions: number
    maxDepth: number
  }
  /** Shared state in Redis (any number of instances); unset: in this process's memory. */
  redisUrl?: string
  /** Saved work (server/workspace/): PostgreSQL at `databaseUrl`, else a file in `dataDir`. */
  workspace: { dataDir: string; databaseUrl?: string }
}

export class ConfigError extends Error {}

/** Reads the environment, then `.env.local` for whatever the environment leaves unset. */
export function loadConfig(root = process.cwd(), env = process.env): ServerConfig {
  const file = path.join(root, '.env.local')
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
  const merged: Record<string, string | undefined> = {}
  for (const name of Object.keys(schema.shape)) merged[name] = env[name] ?? fromFile[name]
  const parsed = schema.safeParse(merged)
  if (!parsed.success)
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('\n'))
  const e = parsed.data
  const publicUrl = e.DDS_PUBLIC_URL ? new URL(e.DDS_PUBLIC_URL) : undefined
  return {
    baseUrl: e.DDS_BASE_URL,
    apiKey: e.DDS_API_KEY,
    port: e.PORT,
    host: e.HOST,
    outDir: e.DDS_OUT_DIR,
    upstreamTimeoutMs: e.DDS_UPSTREAM_TIMEOUT_MS,
    upstreamConnections: e.DDS_UPSTREAM_CONNECTIONS,
    userUpstreamConnections: e.DDS_USER_UPSTREAM_CONNECTIONS,
    upstreamQueue: e.DDS_UPSTREAM_QUEUE,
    firstView: e.DDS_FIRST_VIEW,
    firstViewWaitMs: e.DDS_FIRST_VIEW_WAIT_MS,
    logLevel: e.DDS_LOG_LEVEL,
    logFormat: e.DDS_LOG_FORMAT,
    shutdownGraceMs: e.DDS_SHUTDOWN_GRACE_S * 1000,
    publicUrl,
    allowedHosts: (e.DDS_ALLOWED_HOSTS ?? (publicUrl ? [publicUrl.hostname] : [])).map((h) =>
      h.toLowerCase().replace(/^\[|\]$/g, ''),
    ),
    trustedProxies: e.DDS_TRUSTED_PROXIES ?? [...DEFAULT_TRUSTED_PROXIES],
    trustedProxiesSet: e.DDS_TRUSTED_PROXIES !== undefined,
    benchFloor: e.DDS_BENCH_FLOOR,
    cacheTtlMs: e.DDS_CACHE_TTL_S * 1000,
    cacheMaxBytes: e.DDS_CACHE_MAX_MB * 1024 * 1024,
    auth: {
      mode: e.DDS_AUTH ?? 'none',
      usersFile: path.resolve(root, e.DDS_USERS_FILE),
      sessionTtlH: e.DDS_SESSION_TTL_H,
      ...(e.DDS_OIDC_ISSUER && e.DDS_OIDC_CLIENT_ID
        ? {
            oidc: {
              issuer: new URL(e.DDS_OIDC_ISSUER),
              clientId: e.DDS_OIDC_CLIENT_ID,
              ...(e.DDS_OIDC_CLIENT_SECRET ? { clientSecret: e.DDS_OIDC_CLIENT_SECRET } : {}),
            },
          }
        : {}),
      header: e.DDS_AUTH_HEADER,
      admins: (e.DDS_ADMINS ?? []).map((a) => a.toLowerCase()),
    },
    limits: {
      costs: Object.fromEntries(
        (e.DDS_CREDIT_COSTS ?? []).map((entry) => {
          const [endpoint = '', credits = '0'] = entry.split('=')
          return [endpoint, Number(credits)]
        }),
      ),
      rate: e.DDS_USER_RATE,
      userDailyCalls: e.DDS_USER_DAILY_CALLS,
      userDailyCredits: e.DDS_USER_DAILY_CREDITS,
      teamDailyCredits: e.DDS_DAILY_CREDITS,
      userDailyQuestions: e.DDS_USER_DAILY_QUESTIONS,
      maxDepth: e.DDS_MAX_DEPTH,
    },
    ...(e.DDS_REDIS_URL ? { redisUrl: e.DDS_REDIS_URL } : {}),
    workspace: {
      dataDir: path.resolve(root, e.DDS_DATA_DIR),
      ...(e.DDS_DATABASE_URL ? { databaseUrl: e.DDS_DATABASE_URL } : {}),
    },
  }
}
