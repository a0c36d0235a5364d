import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { persistenceWarning, readPersistence, warnWithoutPersistence } from './redis-persistence'
import { createRedisStore, type RedisStore } from './redis-store'
import { startRedisServer, type RedisServer } from './testing-redis'

describe('Redis persistence at start', () => {
  const started: { redis: RedisServer; store: RedisStore }[] = []
  afterAll(async () => {
    for (const { redis, store } of started) {
      await store.close()
      await redis.stop()
      rmSync(redis.dir, { recursive: true, force: true })
    }
  })

  /** A store on a fresh Redis, with what it warned about once connected. */
  async function connect(appendOnly: boolean) {
    const redis = await startRedisServer({ appendOnly })
    const store = createRedisStore(redis.url)
    started.push({ redis, store })
    const warned = vi.fn<(message: string) => void>()
    warnWithoutPersistence(store, warned)
    await store.connected()
    return { store, warned }
  }

  it('warns, saying what is lost and what to set, when Redis keeps nothing on disk', async () => {
    const { store, warned } = await connect(false)
    expect(await readPersistence(store.redisClient)).toEqual({ aof: false, rdb: false })
    await vi.waitFor(() => expect(warned).toHaveBeenCalledTimes(1))
    expect(warned.mock.calls[0]?.[0]).toMatch(
      /^Redis keeps nothing on disk .*signs everyone out .*`appendonly yes`/,
    )
  })

  it('says nothing when Redis writes an append-only file', async () => {
    const { store, warned } = await connect(true)
    expect(await readPersistence(store.redisClient)).toEqual({ aof: true, rdb: false })
    // A check that found nothing to say has run once the next command is answered.
    await store.ping()
    await readPersistence(store.redisClient)
    expect(warned).not.toHaveBeenCalled()
  })

  it('words a Redis that refuses CONFIG, and keeps quiet about snapshots it has', () => {
    expect(persistenceWarning({ aof: false, rdb: undefined })).toMatch(/CONFIG is refused/)
    expect(persistenceWarning({ aof: false, rdb: true })).toBeUndefined()
  })
})
