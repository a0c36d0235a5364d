import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { isRedisStore } from '../../store/redis-store'
import type { Store } from '../../store/store'

/**
 * Requests per user per second, with rate-limiter-flexible: in memory for one instance, in the
 * store's Redis (same client, `dds:rate:` keys) when instances share one.
 *
 * "`rate` a second, bursts of 3×" is one window of RATE_WINDOW_S seconds holding 3 × rate
 * requests: the long-run rate is exactly `rate`, and a page that fires 30 calls at once is not
 * refused. (Two fixed windows back to back can let 2 × 3 × rate through across their edge; the
 * daily credits bound what that can cost.)
 */
export const RATE_WINDOW_S = 3

export type RateOutcome = { ok: true } | { ok: false; used: number; msBeforeNext: number }

export interface RequestRate {
  /** Requests allowed per window. */
  readonly points: number
  readonly windowS: number
  consume(user: string): Promise<RateOutcome>
}

/**
 * `name` keeps another count apart from the API's (the workspace's writes have their own): the
 * limiter's key prefix, in memory and in Redis.
 */
export function createRequestRate(store: Store, perSecond: number, name = 'rate'): RequestRate {
  if (!(perSecond > 0)) throw new RangeError(`the rate must be positive, got ${perSecond}`)
  const points = Math.max(1, Math.round(perSecond * RATE_WINDOW_S))
  const options = { points, duration: RATE_WINDOW_S }
  const redis = isRedisStore(store) ? store : undefined
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis.redisClient,
        useRedisPackage: true,
        keyPrefix: `dds:${name}`,
      })
    : new RateLimiterMemory({ ...options, keyPrefix: name })

  return {
    points,
    windowS: RATE_WINDOW_S,
    async consume(user) {
      if (redis) await redis.connected()
      try {
        await limiter.consume(user, 1)
        return { ok: true }
      } catch (err) {
        // The limiter rejects with its result when the user is over, with an Error otherwise.
        if (err instanceof RateLimiterRes)
          return { ok: false, used: err.consumedPoints, msBeforeNext: err.msBeforeNext }
        const reason = err instanceof Error ? err.message : String(err)
        throw new Error(`Redis failed for the request rate: ${reason}`, { cause: err })
      }
    },
  }
}
