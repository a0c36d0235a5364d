import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * Failed sign-ins, counted per account and per client address (rate-limiter-flexible). While
 * either is over its limit every attempt is refused, the right password included, so a guesser
 * learns nothing from the answers until the window has passed. The address is counted first:
 * an address over its limit is refused before anything is stored for the account it names.
 */

/** 5 attempts per account and 20 per address in 15 minutes; a success gives them back. */
export const LOGIN_LIMITS = {
  account: { points: 5, duration: 15 * 60, keyPrefix: 'login-fail-account' },
  address: { points: 20, duration: 15 * 60, keyPrefix: 'login-fail-address' },
} as const

export interface LoginLimiters {
  account: RateLimiterAbstract
  address: RateLimiterAbstract
}

/**
 * One instance's limiters. Several instances share counts when given limiters over their shared
 * Redis instead (`new RateLimiterRedis({ storeClient, useRedisPackage: true, ...LOGIN_LIMITS.account })`).
 */
export function memoryLoginLimiters(): LoginLimiters {
  return {
    account: new RateLimiterMemory({ ...LOGIN_LIMITS.account }),
    address: new RateLimiterMemory({ ...LOGIN_LIMITS.address }),
  }
}

export function createLoginThrottle(limiters: LoginLimiters) {
  return {
    /**
     * Counts an attempt before its password is checked, so a burst of parallel guesses cannot
     * all slip in before the first failure is written. Resolves to the milliseconds to wait
     * when the attempt is refused, 0 when it may go on.
     */
    async attempt(account: string, address: string): Promise<number> {
      // The address first, and alone: while it is over its limit the account's counter is not
      // touched, so one address cycling through made-up names stores nothing per name (and
      // checks no password) until its window has passed.
      const byAddress = await msToWait(limiters.address.consume(address))
      if (byAddress > 0) return byAddress
      return msToWait(limiters.account.consume(account))
    },

    /**
     * A right password: the account's count starts over, and the address gets its attempt back
     * (one address, such as an office's, may sign many people in).
     */
    async succeeded(account: string, address: string): Promise<void> {
      await Promise.all([limiters.account.delete(account), limiters.address.reward(address, 1)])
    },
  }
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

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
