import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisStore } from './redis-store'
import { startRedisServer, type RedisServer } from './testing-redis'

/** What only the Redis store does: its key prefix, and surviving a Redis that goes away. */
describe('the Redis store', () => {
  let redis: RedisServer
  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  it('writes every key under dds:', async () => {
    const store = createRedisStore(redis.url)
    await store.connected()
    await store.redisClient.flushDb()
    await store.set('session:x', 'v', 10_000)
    await store.increment('count', 1, 10_000)
    await store.incrementField('usage', 'f', 1, 10_000)
    expect((await store.redisClient.keys('*')).sort()).toEqual([
      'dds:count',
      'dds:session:x',
      'dds:usage',
    ])
    // Every key has an expiry (PTTL -1 would mean none).
    for (const key of ['dds:count', 'dds:session:x', 'dds:usage'])
      expect(await store.redisClient.pTTL(key)).toBeGreaterThan(0)
    await store.close()
  })

  it('rejects, naming Redis, when nothing answers, and the process carries on', async () => {
    const gone = await startRedisServer()
    const url = gone.url
    await gone.stop()
    const store = createRedisStore(url)
    const started = Date.now()
    await expect(store.ping()).rejects.toThrow(/Redis at 127\.0\.0\.1:\d+/)
    await expect(store.increment('c', 1, 1_000)).rejects.toThrow(/Redis/)
    expect(Date.now() - started).toBeLessThan(10_000)
    await store.close()
  })

  it('rejects, naming Redis, while Redis is away, and answers again once it is back', async () => {
    const own = await startRedisServer()
    const store = createRedisStore(own.url)
    await store.set('k', 'v', 10_000)
    await own.stop()
    await expect(store.get('k')).rejects.toThrow(/Redis at 127\.0\.0\.1/)
    const again = await startRedisServer({ port: Number(new URL(own.url).port) })
    // The client reconnects by itself (the new server is empty: it kept nothing).
    await expect
      .poll(
        () =>
          store.ping().then(
            () => true,
            () => false,
          ),
        { timeout: 5_000 },
      )
      .toBe(true)
    expect(await store.get('k')).toBeUndefined()
    await store.close()
    await again.stop()
  })

  it('never puts the password of the URL in its errors', async () => {
    const store = createRedisStore('redis://:s3cret@127.0.0.1:1')
    const error = await store.ping().then(
      () => undefined,
      (err: Error) => err,
    )
    expect(error?.message).toMatch(/Redis at 127\.0\.0\.1:1/)
    expect(error?.message).not.toContain('s3cret')
    await store.close()
  })
})

describe('the test Redis', () => {
  it('fails, saying what to install, when redis-server is missing', async () => {
    await expect(startRedisServer({ bin: '/nonexistent/redis-server' })).rejects.toThrow(
      /redis-server not found at \/nonexistent\/redis-server: install Debian's redis-server/,
    )
  })
})
