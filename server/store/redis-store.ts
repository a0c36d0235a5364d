import { createClient } from 'redis'
import type { Store } from './store'

/**
 * The Store in Redis (DDS_REDIS_URL), so any number of server instances share sessions,
 * counters, usage and cached answers. Keys are prefixed `dds:` so the team's Redis can hold
 * other things too.
 *
 * A Redis that goes away must not take the server with it: the client's `error` events are
 * taken (and not logged: `ping()` and the failing operations report it, once per use), commands
 * are not queued while disconnected but rejected at once, and every command has a time limit,
 * so a request waits at most that long for a stalled Redis. The client reconnects by itself.
 * Every failure is an Error whose message names Redis.
 */
export const KEY_PREFIX = 'dds:'

const COMMAND_TIMEOUT_MS = 2_000
const CONNECT_TIMEOUT_MS = 2_000

/**
 * Adds to a counter and sets its expiry only when this call created it. A script so the two
 * steps are one (MULTI with PEXPIRE NX would do too, but needs Redis 7; this runs on 6).
 */
const INCREMENT = `local v = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return v`

const INCREMENT_FIELD = `local v = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return v`

function makeClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS },
  })
}

/** The node-redis client the store uses; the limits share it (rate-limiter-flexible). */
export type RedisClient = ReturnType<typeof makeClient>

export interface RedisStore extends Store {
  readonly kind: 'redis'
  /** For code that needs Redis itself (rate-limiter-flexible); call `connected()` first. */
  readonly redisClient: RedisClient
  /** Resolves once the first connection attempt is over (made or failed); never rejects. */
  connected(): Promise<void>
}

/** Whether a store is the Redis one, whose client code such as rate-limiter-flexible may share. */
export function isRedisStore(store: Store): store is RedisStore {
  return store.kind === 'redis' && 'redisClient' in store
}

export function createRedisStore(url: string): RedisStore {
  const where = describe(url)
  const client = makeClient(url)
  let lastError: Error | undefined
  client.on('error', (err: Error) => {
    lastError = err
  })
  client.on('ready', () => {
    lastError = undefined
  })

  // Requests that arrive while the first connection attempt is under way wait for it (at most
  // the connect timeout); without the offline queue they would otherwise fail at every start.
  // Once that attempt has succeeded or failed, nothing waits: offline means an error at once.
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', resolve)
    client.once('error', () => resolve())
    delay(CONNECT_TIMEOUT_MS).then(resolve, resolve)
  })
  client.connect().catch(() => undefined)

  const connected = () => (client.isReady ? Promise.resolve() : firstAttempt)

  const failure = (err: unknown): Error => {
    const reason = err instanceof Error ? err.message : String(err)
    const last = lastError && lastError.message !== reason ? ` (${lastError.message})` : ''
    return new Error(`Redis at ${where} failed: ${reason}${last}`, { cause: err })
  }

  async function run<T>(command: () => Promise<T>): Promise<T> {
    await connected()
    try {
      return await command()
    } catch (err) {
      throw failure(err)
    }
  }

  const k = (key: string) => KEY_PREFIX + key

  return {
    kind: 'redis',
    redisClient: client,
    connected,

    async get(key) {
      const value = await run(() => client.get(k(key)))
      return value ?? undefined
    },

    async set(key, value, ttlMs) {
      await run(() => client.set(k(key), value, { expiration: { type: 'PX', value: ttlMs } }))
    },

    async delete(key) {
      await run(() => client.del(k(key)))
    },

    async increment(key, by, ttlMs) {
      const value = await run(() =>
        client.eval(INCREMENT, { keys: [k(key)], arguments: [String(by), String(ttlMs)] }),
      )
      return Number(value)
    },

    async incrementField(key, field, by, ttlMs) {
      const value = await run(() =>
        client.eval(INCREMENT_FIELD, {
          keys: [k(key)],
          arguments: [field, String(by), String(ttlMs)],
        }),
      )
      return Number(value)
    },

    async getFields(key) {
      const fields = await run(() => client.hGetAll(k(key)))
      const out: Record<string, number> = {}
      for (const [field, value] of Object.entries(fields)) out[field] = Number(value)
      return out
    },

    async ping() {
      await run(() => client.ping())
    },

    async close() {
      // A client that never connected has nothing to say goodbye to; close() would wait.
      if (client.isReady) await client.close()
      else client.destroy()
    },
  }
}

/** host:port of the URL, never its password. */
function describe(url: string): string {
  try {
    const u = new URL(url)
    return u.port ? `${u.hostname}:${u.port}` : u.hostname
  } catch {
    return 'the configured address'
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}
