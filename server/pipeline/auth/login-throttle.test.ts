import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../../store/memory-store'
import { createRedisStore, type RedisStore } from '../../store/redis-store'
import { startRedisServer, type RedisServer } from '../../store/testing-redis'
import { createLoginThrottle, LOGIN_THROTTLE, waitS } from './login-throttle'

const { pair, address, account } = LOGIN_THROTTLE

describe('the waits between tries', () => {
  it('grow as Fibonacci steps from 1 second and stop at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((step) => waitS(step))).toEqual([1, 2, 3, 5, 8, 13, 21])
    expect(waitS(14)).toBe(610)
    expect(waitS(15)).toBe(900)
    expect(waitS(1_000)).toBe(900)
  })
})

describe('the login throttle in memory', () => {
  afterEach(() => vi.useRealTimers())

  /** Moves the clock past a wait (the memory counters read Date.now). */
  const after = (ms: number) => vi.setSystemTime(Date.now() + ms + 1)

  it('gives the pair its quick tries, then waits that grow, and forgets them on success', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const throttle = createLoginThrottle(createMemoryStore())
    for (let i = 0; i < pair.free; i++) expect(await throttle.attempt('ada', '192.0.2.1')).toBe(0)
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      const wait = await throttle.attempt('ada', '192.0.2.1')
      expect(wait).toBeGreaterThan(0)
      waits.push(Math.ceil(wait / 1000))
      after(wait)
      expect(await throttle.attempt('ada', '192.0.2.1')).toBe(0)
    }
    expect(waits).toEqual([1, 2, 3, 5])
    await throttle.succeeded('ada', '192.0.2.1')
    for (let i = 0; i < pair.free; i++) expect(await throttle.attempt('ada', '192.0.2.1')).toBe(0)
  })

  it('never makes an address without failures wait, however many others guess at the account', async () => {
    const throttle = createLoginThrottle(createMemoryStore())
    // Forty addresses, two guesses each: the account is well past "under attack".
    for (let i = 0; i < 40; i++) {
      expect(await throttle.attempt('admin', `198.51.100.${i}`)).toBe(0)
      await throttle.attempt('admin', `198.51.100.${i}`)
    }
    expect(await throttle.attempt('admin', '203.0.113.5')).toBe(0)
  })

  it('keeps a spray across addresses slow: once the account is under attack, one quick try per address', async () => {
    const throttle = createLoginThrottle(createMemoryStore())
    for (let i = 0; i <= account.hot; i++) await throttle.attempt('admin', `198.51.100.${i}`)
    // Each new address gets its one try; its second one waits, where it had three before.
    expect(await throttle.attempt('admin', '203.0.113.1')).toBe(0)
    expect(await throttle.attempt('admin', '203.0.113.1')).toBeGreaterThan(0)
    // Another account is not under attack: its pairs keep their quick tries.
    for (let i = 0; i < pair.free; i++) expect(await throttle.attempt('ada', '203.0.113.1')).toBe(0)
  })

  it('slows one address trying many names, the right one included, and stores nothing per name meanwhile', async () => {
    const store = createMemoryStore()
    const throttle = createLoginThrottle(store)
    for (let i = 0; i < address.free; i++)
      expect(await throttle.attempt(`made-up-${i}`, '192.0.2.9')).toBe(0)
    const names = Array.from({ length: 50 }, (_, i) => `other-${i}`)
    for (const name of names) expect(await throttle.attempt(name, '192.0.2.9')).toBeGreaterThan(0)
    // None of those names was counted: from another address each has all its quick tries.
    for (const name of names.slice(0, 3))
      for (let i = 0; i < pair.free; i++)
        expect(await throttle.attempt(name, '203.0.113.2')).toBe(0)
  })

  it('refuses only one of a burst of parallel tries past the quick ones', async () => {
    const throttle = createLoginThrottle(createMemoryStore())
    const waits = await Promise.all(
      Array.from({ length: 10 }, () => throttle.attempt('ada', '192.0.2.3')),
    )
    expect(waits.filter((w) => w === 0)).toHaveLength(pair.free)
  })

  it('gives the address its try back on success, not its whole count', async () => {
    const throttle = createLoginThrottle(createMemoryStore())
    for (let i = 0; i < address.free - 1; i++) await throttle.attempt(`guess-${i}`, '192.0.2.4')
    expect(await throttle.attempt('ada', '192.0.2.4')).toBe(0)
    await throttle.succeeded('ada', '192.0.2.4')
    expect(await throttle.attempt('bob', '192.0.2.4')).toBe(0)
    expect(await throttle.attempt('carol', '192.0.2.4')).toBeGreaterThan(0)
  })
})

describe('the login throttle in Redis', () => {
  let redis: RedisServer
  let store: RedisStore
  beforeAll(async () => {
    redis = await startRedisServer()
    store = createRedisStore(redis.url)
  })
  afterAll(async () => {
    await store?.close()
    await redis?.stop()
  })

  it('counts tries in the shared store, under dds:, so every instance sees them', async () => {
    const one = createLoginThrottle(store)
    const two = createLoginThrottle(store)
    for (let i = 0; i < pair.free; i++) expect(await one.attempt('ada', '192.0.2.1')).toBe(0)
    expect(await two.attempt('ada', '192.0.2.1')).toBeGreaterThan(0)
    expect(await two.attempt('ada', '192.0.2.2')).toBe(0)
    const keys = await store.redisClient.keys('*')
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(key).toMatch(/^dds:login-/)
    for (const key of keys) expect(await store.redisClient.pTTL(key)).toBeGreaterThan(0)
  })

  it('rejects, naming Redis, rather than letting a try through unchecked when Redis is gone', async () => {
    const gone = await startRedisServer()
    const lost = createRedisStore(gone.url)
    await lost.connected()
    await gone.stop()
    await expect(createLoginThrottle(lost).attempt('ada', '192.0.2.1')).rejects.toThrow()
    await lost.close()
  })
})
