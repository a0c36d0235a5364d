import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../store/memory-store'
import { createRedisStore, type RedisStore } from '../../store/redis-store'
import type { Store } from '../../store/store'
import { startRedisServer, type RedisServer } from '../../store/testing-redis'
import { createLimits, type LimitRequest, type LimitsOptions } from './limits'

/**
 * The limits against both stores, on a clock the tests set. Expectations are worked out by
 * hand: 18:30 UTC leaves 5 h 30 min = 19,800 s to midnight.
 */
const NOON_ISH = Date.parse('2026-03-14T18:30:00Z')
const MIDNIGHT = '2026-03-15T00:00:00.000Z'

const TABLE: LimitRequest = {
  path: '/v1/data/consumer-insights',
  query: new URLSearchParams('question_id=q1'),
  method: 'GET',
}
const STATS: LimitRequest = {
  path: '/v1/search/statistics',
  query: new URLSearchParams('q=ev'),
  method: 'GET',
}
const FREE: LimitRequest = {
  path: '/v1/search/consumer-insights',
  query: new URLSearchParams('q=tv'),
  method: 'GET',
}
const ASK: LimitRequest = {
  path: '/v1/research-ai/ask',
  query: new URLSearchParams(),
  method: 'POST',
}

let redis: RedisServer
let redisStore: RedisStore

beforeAll(async () => {
  redis = await startRedisServer()
  redisStore = createRedisStore(redis.url)
})

afterAll(async () => {
  await redisStore?.close()
  await redis?.stop()
})

const stores: [string, () => Promise<Store>][] = [
  ['memory', async () => createMemoryStore()],
  [
    'redis',
    async () => {
      await redisStore.connected()
      await redisStore.redisClient.flushDb()
      return redisStore
    },
  ],
]

describe.each(stores)('limits on the %s store', (_kind, makeStore) => {
  let store: Store
  let t: number
  const limits = (options: Omit<LimitsOptions, 'store' | 'now'> = {}) =>
    createLimits({ rate: 1_000, ...options, store, now: () => t })

  beforeEach(async () => {
    store = await makeStore()
    t = NOON_ISH
  })

  it('stops a user at the daily credits, in words, until 00:00 UTC', async () => {
    const l = limits({ userDailyCredits: 100 })
    for (let i = 0; i < 10; i++) expect((await l.check('ann', TABLE)).ok).toBe(true)
    const refused = await l.check('ann', TABLE)
    expect(refused).toEqual({
      ok: false,
      status: 429,
      reason: 'credits',
      body: {
        title: 'Daily credits used up',
        detail: 'You have used 100 of 100 credits today; this resets at 00:00 UTC.',
        limit: 100,
        used: 100,
        resets_at: MIDNIGHT,
      },
      retryAfterS: 19_800,
    })
    // Another user is not affected.
    expect((await l.check('bob', TABLE)).ok).toBe(true)
  })

  it('says what a call costs when it would not fit, and lets a cheaper one through', async () => {
    const l = limits({ userDailyCredits: 25 })
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    const refused = await l.check('ann', TABLE)
    expect(refused.ok || refused.body.detail).toBe(
      'You have used 20 of 25 credits today and this request costs 10; this resets at 00:00 UTC.',
    )
    expect((await l.check('ann', STATS)).ok).toBe(true)
    expect((await l.usageOf('ann')).credits).toEqual({ used: 21, limit: 25 })
  })

  it('lets no burst of concurrent calls past the allowance', async () => {
    const l = limits({ userDailyCredits: 1_000 })
    const results = await Promise.all(Array.from({ length: 150 }, () => l.check('ann', TABLE)))
    expect(results.filter((r) => r.ok)).toHaveLength(100)
    expect(results.filter((r) => !r.ok && r.reason === 'credits')).toHaveLength(50)
    expect((await l.usageOf('ann')).credits.used).toBe(1_000)
  })

  it('charges nothing for a request that is only admitted (a cache hit)', async () => {
    const l = limits({ userDailyCredits: 10 })
    for (let i = 0; i < 5; i++) expect(await l.admit('ann', TABLE)).toEqual({ ok: true })
    expect((await l.usageOf('ann')).credits.used).toBe(0)
    expect((await l.reserve('ann', TABLE)).ok).toBe(true)
    expect((await l.usageOf('ann')).credits.used).toBe(10)
  })

  it('gives a refund once, however often it is asked', async () => {
    const l = limits({ userDailyCredits: 10 })
    const first = await l.check('ann', TABLE)
    if (!first.ok) throw new Error('expected the first call to pass')
    expect(first.charge.credits).toBe(10)
    await first.charge.refund()
    await first.charge.refund()
    expect((await l.usageOf('ann')).credits.used).toBe(0)
    expect((await l.usageOf('ann')).team.used).toBe(0)
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    const report = await l.usageReport(0)
    expect(report[0]?.users[0]?.creditsByEndpoint).toEqual({ '/v1/data/consumer-insights': 10 })
  })

  it('lets zero-credit calls through after the credits are used up', async () => {
    const l = limits({ userDailyCredits: 10 })
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    expect((await l.check('ann', TABLE)).ok).toBe(false)
    const free = await l.check('ann', FREE)
    expect(free.ok && free.charge.credits).toBe(0)
  })

  it('stops a user at the daily calls, free ones included, in words, until 00:00 UTC', async () => {
    const l = limits({ userDailyCalls: 3 })
    expect((await l.check('ann', FREE)).ok).toBe(true)
    expect((await l.check('ann', FREE)).ok).toBe(true)
    expect((await l.check('ann', STATS)).ok).toBe(true)
    const refused = await l.check('ann', FREE)
    expect(refused).toEqual({
      ok: false,
      status: 429,
      reason: 'calls',
      body: {
        title: 'Daily calls to the service used up',
        detail:
          'You have made 3 of 3 calls to the service today (searches that cost no credits ' +
          'included); this resets at 00:00 UTC.',
        limit: 3,
        used: 3,
        resets_at: MIDNIGHT,
      },
      retryAfterS: 19_800,
    })
    // A refused call is no call, and costs no credit.
    expect((await l.usageOf('ann')).calls).toEqual({ used: 3, limit: 3 })
    expect((await l.usageOf('ann')).credits.used).toBe(1)
    expect((await l.check('bob', FREE)).ok).toBe(true)
  })

  it('counts a call the upstream declined (refunded) but not one that never went out (cancelled)', async () => {
    const l = limits({ userDailyCalls: 2 })
    const declined = await l.check('ann', STATS)
    if (!declined.ok) throw new Error('expected the call to pass')
    await declined.charge.refund()
    const joined = await l.check('ann', STATS)
    if (!joined.ok) throw new Error('expected the call to pass')
    await joined.charge.cancel()
    await joined.charge.cancel()
    expect(await l.usageOf('ann')).toMatchObject({ calls: { used: 1 }, credits: { used: 0 } })
    expect((await l.check('ann', FREE)).ok).toBe(true)
    expect((await l.check('ann', FREE)).ok).toBe(false)
  })

  it('lets no burst of concurrent free calls past the daily calls', async () => {
    const l = limits({ userDailyCalls: 40 })
    const results = await Promise.all(Array.from({ length: 60 }, () => l.check('ann', FREE)))
    expect(results.filter((r) => r.ok)).toHaveLength(40)
    expect((await l.usageOf('ann')).calls.used).toBe(40)
  })

  it('stops everyone at the team ceiling and gives back the user’s share', async () => {
    const l = limits({ userDailyCredits: 100, teamDailyCredits: 30 })
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    expect((await l.check('bob', TABLE)).ok).toBe(true)
    const refused = await l.check('bob', TABLE)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.reason).toBe('team-credits')
    expect(refused.body).toMatchObject({
      detail: 'The team has used 30 of 30 credits today; this resets at 00:00 UTC.',
      limit: 30,
      used: 30,
    })
    expect((await l.usageOf('bob')).credits.used).toBe(10)
    expect((await l.usageOf('bob')).team).toEqual({ used: 30, limit: 30 })
  })

  it('refuses the question after the day’s last one, before it reaches the upstream', async () => {
    const l = limits({ userDailyQuestions: 2 })
    expect((await l.check('ann', ASK)).ok).toBe(true)
    expect((await l.check('ann', ASK)).ok).toBe(true)
    const refused = await l.check('ann', ASK)
    expect(refused.ok || refused.body).toEqual({
      title: 'Daily research questions used up',
      detail: 'You have asked 2 of 2 research questions today; this resets at 00:00 UTC.',
      limit: 2,
      used: 2,
      resets_at: MIDNIGHT,
    })
    // The refused question cost no credit; polling for answers is no question.
    const usage = await l.usageOf('ann')
    expect(usage.questions).toEqual({ used: 2, limit: 2 })
    expect(usage.credits.used).toBe(2)
    const poll = { path: '/v1/research-ai/answer', query: new URLSearchParams(), method: 'GET' }
    expect((await l.check('ann', poll)).ok).toBe(true)
  })

  it('gives a question back when the upstream did not take it', async () => {
    const l = limits({ userDailyQuestions: 1 })
    const asked = await l.check('ann', ASK)
    if (!asked.ok) throw new Error('expected the question to pass')
    expect(asked.charge.question).toBe(true)
    await asked.charge.refund()
    expect((await l.check('ann', ASK)).ok).toBe(true)
  })

  it('starts a new allowance at 00:00 UTC and refunds into the day reserved', async () => {
    const l = limits({ userDailyCredits: 20 })
    t = Date.parse('2026-03-14T23:59:59Z')
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    const late = await l.check('ann', TABLE)
    const refused = await l.check('ann', TABLE)
    expect(refused.ok || refused.retryAfterS).toBe(1)
    t = Date.parse('2026-03-15T00:00:01Z')
    if (late.ok) await late.charge.refund()
    expect((await l.usageOf('ann')).credits.used).toBe(0)
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    expect((await l.check('ann', TABLE)).ok).toBe(true)
    const [today, yesterday] = await l.usageReport(1)
    expect(today?.users[0]?.credits).toBe(20)
    expect(yesterday?.users[0]?.credits).toBe(10)
  })

  it('refuses paging past the deepest position with 400, and takes /api paths', async () => {
    const l = limits()
    const deep = { path: '/api/v1/studies', query: new URLSearchParams('page=101'), method: 'GET' }
    expect(await l.check('ann', deep)).toEqual({
      ok: false,
      status: 400,
      reason: 'depth',
      body: {
        title: 'Too far into the results',
        detail:
          'This asks for results up to number 1,010; paging stops at 1,000. Narrow the search ' +
          '(words, dates, filters) to reach what you need.',
        limit: 1_000,
        used: 1_010,
        resets_at: null,
      },
    })
    const last = { ...deep, query: new URLSearchParams('page=100') }
    expect((await l.check('ann', last)).ok).toBe(true)
  })

  it('refuses requests beyond the rate, allowing bursts of three times it', async () => {
    const l = limits({ rate: 2 })
    for (let i = 0; i < 6; i++) expect((await l.admit('ann', FREE)).ok).toBe(true)
    const refused = await l.admit('ann', FREE)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.reason).toBe('rate')
    expect(refused.status).toBe(429)
    expect(refused.retryAfterS).toBeGreaterThanOrEqual(1)
    expect(refused.retryAfterS).toBeLessThanOrEqual(3)
    expect(refused.body).toMatchObject({ title: 'Too many requests', limit: 6, used: 7 })
    expect(refused.body.detail).toMatch(
      /^You are sending requests too fast: at most 6 in 3 seconds \(2 a second\) are answered; try again in [1-3] seconds?\.$/,
    )
    expect((await l.admit('bob', FREE)).ok).toBe(true)
  })

  it('keeps each user’s day: requests, credits by endpoint, refusals by reason', async () => {
    const l = limits({ userDailyCredits: 21 })
    await l.check('ann', TABLE)
    await l.check('ann', STATS)
    await l.check('ann', TABLE)
    await l.check('ann', TABLE) // refused: 21 + 10 > 21
    await l.check('ann', { ...STATS, path: '/v1/studies', query: new URLSearchParams('page=500') })
    t += 86_400_000
    await l.check('bob', FREE)
    const report = await l.usageReport()
    expect(report).toHaveLength(31)
    expect(report.map((d) => d.day).slice(0, 2)).toEqual(['2026-03-15', '2026-03-14'])
    expect(report[0]).toEqual({
      day: '2026-03-15',
      credits: 0,
      users: [
        {
          user: 'bob',
          requests: 1,
          calls: 1,
          credits: 0,
          creditsByEndpoint: {},
          questions: 0,
          refused: {},
        },
      ],
    })
    expect(report[1]).toEqual({
      day: '2026-03-14',
      credits: 21,
      users: [
        {
          user: 'ann',
          requests: 5,
          calls: 3,
          credits: 21,
          creditsByEndpoint: { '/v1/data/consumer-insights': 20, '/v1/search/statistics': 1 },
          questions: 0,
          refused: { credits: 1, depth: 1 },
        },
      ],
    })
    expect(report.slice(2).every((d) => d.users.length === 0)).toBe(true)
    expect(await l.usageReport(1000)).toHaveLength(31)
  })

  it('tells a user their day for the meter', async () => {
    const l = limits()
    await l.check('ip:::1', TABLE)
    await l.check('ip:::1', ASK)
    expect(await l.usageOf('ip:::1')).toEqual({
      day: '2026-03-14',
      calls: { used: 2, limit: 5_000 },
      credits: { used: 11, limit: 1_000 },
      questions: { used: 1, limit: 20 },
      team: { used: 11, limit: 20_000 },
      resets_at: MIDNIGHT,
    })
  })

  it('refuses settings that are not whole numbers', () => {
    expect(() => limits({ userDailyCredits: -1 })).toThrow(RangeError)
    expect(() => limits({ maxDepth: 1.5 })).toThrow(/maxDepth/)
  })
})

describe('limits shared through Redis', () => {
  it('spend on one instance is spent on the other', async () => {
    await redisStore.connected()
    await redisStore.redisClient.flushDb()
    const other = createRedisStore(redis.url)
    const a = createLimits({ store: redisStore, userDailyCredits: 20, rate: 2 })
    const b = createLimits({ store: other, userDailyCredits: 20, rate: 2 })
    expect((await a.check('ann', TABLE)).ok).toBe(true)
    expect((await b.check('ann', TABLE)).ok).toBe(true)
    const refused = await a.check('ann', TABLE)
    expect(refused.ok || refused.reason).toBe('credits')
    // The rate too: six requests in the window in all, whichever instance they reached.
    expect((await b.admit('ann', FREE)).ok).toBe(true)
    expect((await a.admit('ann', FREE)).ok).toBe(true)
    expect((await b.admit('ann', FREE)).ok).toBe(true)
    const fast = await a.admit('ann', FREE)
    expect(fast.ok || fast.reason).toBe('rate')
    expect((await b.usageOf('ann')).credits.used).toBe(20)
    await other.close()
  })

  it('rejects, naming Redis, when Redis is gone', async () => {
    const gone = await startRedisServer()
    const store = createRedisStore(gone.url)
    const l = createLimits({ store })
    await store.ping()
    await gone.stop()
    await expect(l.check('ann', TABLE)).rejects.toThrow(/Redis/)
    await expect(l.usageOf('ann')).rejects.toThrow(/Redis/)
    await store.close()
  })
})
