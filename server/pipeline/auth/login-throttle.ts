import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { isRedisStore } from '../../store/redis-store'
import type { Store } from '../../store/store'

/**
 * Failed sign-ins slow the guesser down and never lock the owner out (issue 29). A limit that
 * refuses an account after a few failures lets anyone lock anyone out, the admin included, so
 * no count here ever refuses an attempt outright. Instead each key below gets a few quick tries,
 * then growing waits between tries (1, 2, 3, 5, 8 … seconds, up to 15 minutes: express-brute's
 * Fibonacci steps, built on rate-limiter-flexible's counters so they live in the shared Redis):
 *
 * - the pair (account, address): the guesser's own tries at one account;
 * - the address, whatever names it tries: one address spraying many names;
 * - the account, from every address: once it is under attack (more than `hot` tries an hour),
 *   an address that has already failed at it gets one quick try instead of three. An address
 *   that has not failed at it is never made to wait for it, so the owner, from anywhere else,
 *   gets in with the right password however many addresses are guessing.
 *
 * Every try is counted before its password is checked, so a burst of parallel guesses cannot all
 * slip in before the first failure is written; a right password forgets the pair and gives the
 * address and account their try back. Nothing here depends on whether the account exists.
 */
export const LOGIN_THROTTLE = {
  pair: { free: 3, lifetimeS: 24 * 3_600 },
  address: { free: 10, lifetimeS: 3_600 },
  account: { hot: 10, lifetimeS: 3_600 },
  maxWaitS: 15 * 60,
} as const

export type LoginThrottleSettings = typeof LOGIN_THROTTLE

/** The wait after the `step`-th try past the quick ones: 1, 2, 3, 5, 8 … seconds, capped. */
export function waitS(step: number, maxWaitS: number = LOGIN_THROTTLE.maxWaitS): number {
  let [a, b] = [1, 2]
  for (let i = 1; i < step && a < maxWaitS; i++) [a, b] = [b, a + b]
  return Math.min(a, maxWaitS)
}

export interface LoginThrottle {
  /** Counts a try before its password is checked: 0 when it may go on, else the ms to wait. */
  attempt(account: string, address: string): Promise<number>
  /** A right password: the pair starts over, the address and account get their try back. */
  succeeded(account: string, address: string): Promise<void>
}

/**
 * The throttle over the server's store: Redis (shared by every instance) when the store is
 * Redis, else this process's memory. A store that fails makes `attempt` reject: that is not a
 * refusal but a fault (the caller answers 503).
 */
export function createLoginThrottle(
  store: Store,
  settings: LoginThrottleSettings = LOGIN_THROTTLE,
): LoginThrottle {
  const redis = isRedisStore(store) ? store : undefined
  const limiter = (keyPrefix: string, options: IRateLimiterOptions): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis.redisClient,
          useRedisPackage: true,
          keyPrefix: `dds:${keyPrefix}`,
        })
      : new RateLimiterMemory({ ...options, keyPrefix })
  // Counters never refuse (their points are out of reach); the waits are their own limiters.
  const counter = (keyPrefix: string, lifetimeS: number) =>
    limiter(keyPrefix, { points: Number.MAX_SAFE_INTEGER, duration: lifetimeS })
  const gate = (name: string, lifetimeS: number): Gate => ({
    tries: counter(`login-${name}`, lifetimeS),
    wait: limiter(`login-${name}-wait`, { points: 1, duration: settings.maxWaitS }),
  })
  const address = gate('address', settings.address.lifetimeS)
  const pair = gate('pair', settings.pair.lifetimeS)
  const account = counter('login-account', settings.account.lifetimeS)
  const pairKey = (name: string, from: string) => `${from}/${name}`

  /**
   * Counts a try at `key`; past the quick ones it must find no wait pending, and sets the next
   * one. Taking the wait is a single step in the store, so of parallel tries only one passes.
   */
  async function pass(g: Gate, key: string, free: number): Promise<number> {
    const tries = (await g.tries.penalty(key, 1)).consumedPoints
    if (tries < free) return 0
    const next = waitS(tries - free + 1, settings.maxWaitS)
    const taken = await g.wait.penalty(key, 1, { customDuration: next })
    if (taken.consumedPoints === 1) return 0
    // Refused before its password was checked: not a try that failed.
    await g.tries.reward(key, 1)
    return Math.max(taken.msBeforeNext, 1)
  }

  return {
    async attempt(name, from) {
      await redis?.connected()
      // The address first, and alone: while it waits, nothing is stored for the name it tried,
      // so one address cycling through made-up names fills no store.
      const byAddress = await pass(address, from, settings.address.free)
      if (byAddress > 0) return byAddress
      const heat = (await account.penalty(name, 1)).consumedPoints
      const free = heat > settings.account.hot ? 1 : settings.pair.free
      const byPair = await pass(pair, pairKey(name, from), free)
      if (byPair > 0) {
        await Promise.all([account.reward(name, 1), address.tries.reward(from, 1)])
        return byPair
      }
      return 0
    },

    async succeeded(name, from) {
      await redis?.connected()
      const key = pairKey(name, from)
      // One address (an office's) may sign many people in: it gets this try back, no more, and
      // a wait this try set is lifted if that brings it back among its quick ones.
      const [fromAddress] = await Promise.all([
        address.tries.reward(from, 1),
        pair.tries.delete(key),
        pair.wait.delete(key),
        account.reward(name, 1),
      ])
      if (fromAddress.consumedPoints < settings.address.free) await address.wait.delete(from)
    },
  }
}

interface Gate {
  tries: RateLimiterAbstract
  wait: RateLimiterAbstract
}

/**
 * The milliseconds to wait when a consume was refused, 0 when it went through. The library
 * rejects with its result when over the limit, with an Error when its store failed: the latter
 * is not a refusal but a fault.
 */
export async function msToWait(consumed: Promise<RateLimiterRes>): Promise<number> {
  try {
    await consumed
    return 0
  } catch (err) {
    if (err instanceof RateLimiterRes) return Math.max(err.msBeforeNext, 1)
    throw err
  }
}
