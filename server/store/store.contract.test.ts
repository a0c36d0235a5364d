import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryStore } from './memory-store'
import { createRedisStore, type RedisStore } from './redis-store'
import type { Store } from './store'
import { startRedisServer, type RedisServer } from './testing-redis'

/**
 * One suite, both implementations: whatever the memory store promises, Redis keeps too, so one
 * instance and many behave the same. Redis is a real redis-server started here.
 */
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

const implementations: [string, () => Promise<Store>][] = [
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

describe.each(implementations)('the %s store', (kind, make) => {
  let store: Store
  beforeEach(async () => {
    store = await make()
  })

  it('names its kind and answers ping', async () => {
    expect(store.kind).toBe(kind)
    await expect(store.ping()).resolves.toBeUndefined()
  })

  it('gets what was set, and nothing for an unknown key', async () => {
    await store.set('session:a', '{"user":"ann"}', 10_000)
    expect(await store.get('session:a')).toBe('{"user":"ann"}')
    expect(await store.get('session:none')).toBeUndefined()
  })

  it('replaces a value and forgets a deleted one', async () => {
    await store.set('k', 'one', 10_000)
    await store.set('k', 'two', 10_000)
    expect(await store.get('k')).toBe('two')
    await store.delete('k')
    expect(await store.get('k')).toBeUndefined()
    await store.delete('never-there')
  })

  it('forgets a value after its expiry', async () => {
    await store.set('short', 'x', 40)
    await store.increment('short-counter', 1, 40)
    await store.incrementField('short-hash', 'f', 1, 40)
    await new Promise((r) => setTimeout(r, 80))
    expect(await store.get('short')).toBeUndefined()
    expect(await store.get('short-counter')).toBeUndefined()
    expect(await store.getFields('short-hash')).toEqual({})
  })

  it('counts from zero, by any whole amount, down as well as up', async () => {
    expect(await store.increment('c', 1, 10_000)).toBe(1)
    expect(await store.increment('c', 10, 10_000)).toBe(11)
    expect(await store.increment('c', -10, 10_000)).toBe(1)
    expect(await store.increment('other', 0, 10_000)).toBe(0)
    expect(await store.get('c')).toBe('1')
  })

  it('sets a counter’s expiry when it is created and never moves it', async () => {
    await store.increment('c', 1, 150)
    await new Promise((r) => setTimeout(r, 100))
    // Were this to restart the expiry, the counter would still be there after 150 ms more.
    expect(await store.increment('c', 1, 150)).toBe(2)
    await new Promise((r) => setTimeout(r, 100))
    expect(await store.get('c')).toBeUndefined()
    expect(await store.increment('c', 1, 10_000)).toBe(1)
  })

  it('keeps a hash’s fields apart, with one expiry for the hash', async () => {
    expect(await store.incrementField('h', 'credits', 10, 150)).toBe(10)
    expect(await store.incrementField('h', 'credits', 5, 150)).toBe(15)
    expect(await store.incrementField('h', 'requests', 1, 150)).toBe(1)
    expect(await store.incrementField('h', 'ip:::1', 1, 150)).toBe(1)
    expect(await store.getFields('h')).toEqual({ credits: 15, requests: 1, 'ip:::1': 1 })
    expect(await store.getFields('missing')).toEqual({})
    await new Promise((r) => setTimeout(r, 100))
    await store.incrementField('h', 'credits', 1, 150)
    await new Promise((r) => setTimeout(r, 100))
    expect(await store.getFields('h')).toEqual({})
  })

  it('loses no increment among many at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => store.increment('busy', 10, 10_000)),
    )
    expect(await store.get('busy')).toBe('2000')
    // Each caller saw its own total, so a caller can tell whether it went over a limit.
    expect(new Set(results).size).toBe(200)
    expect(Math.max(...results)).toBe(2000)
  })

  it('refuses to count a hash as a plain counter', async () => {
    await store.incrementField('h', 'f', 1, 10_000)
    await expect(store.increment('h', 1, 10_000)).rejects.toThrow()
    await expect(store.get('h')).rejects.toThrow()
  })
})
