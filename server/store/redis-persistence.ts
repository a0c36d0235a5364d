import type { RedisClient, RedisStore } from './redis-store'

/**
 * Whether the Redis behind the store keeps what it holds across its own restart. Without AOF
 * or RDB snapshots a Redis restart forgets every session (everyone signs in again), today's
 * allowances (everyone's spending starts from zero) and the failed-sign-in counts (a guesser
 * starts over): an operator should know at start, not after the first restart.
 */
export interface RedisPersistence {
  /** Every write logged to an append-only file (`appendonly yes`). */
  aof: boolean
  /** Snapshots at `save` points; undefined when the server will not say (CONFIG disabled). */
  rdb: boolean | undefined
}

/**
 * CONFIG GET names both settings. Managed Redis services often refuse CONFIG; INFO persistence
 * still says whether AOF is on, though not whether snapshots are configured.
 */
export async function readPersistence(client: RedisClient): Promise<RedisPersistence> {
  try {
    const config = await client.configGet(['appendonly', 'save'])
    return {
      aof: String(config.appendonly ?? '') === 'yes',
      rdb: String(config.save ?? '').trim() !== '',
    }
  } catch {
    const info = await client.info('persistence')
    return { aof: /^aof_enabled:1\r?$/m.test(info), rdb: undefined }
  }
}

/** What to tell the operator, or undefined when Redis keeps its data. */
export function persistenceWarning(found: RedisPersistence): string | undefined {
  if (found.aof || found.rdb) return undefined
  const loses =
    'a Redis restart signs everyone out and resets today’s allowances and failed-sign-in counts'
  const fix = 'turn on `appendonly yes` (see docs/operations.md, Redis)'
  return found.rdb === undefined
    ? `Redis has no append-only file, and will not say whether it saves snapshots (CONFIG is refused): unless it does, ${loses}; ${fix}.`
    : `Redis keeps nothing on disk (neither an append-only file nor snapshots): ${loses}; ${fix}.`
}

/**
 * Checks each time the store's client (re)connects, since a Redis that came back may be
 * another one, and calls `warn` when it keeps nothing, or when it cannot be asked.
 */
export function warnWithoutPersistence(store: RedisStore, warn: (message: string) => void): void {
  store.redisClient.on('ready', () => {
    readPersistence(store.redisClient).then(
      (found) => {
        const message = persistenceWarning(found)
        if (message) warn(message)
      },
      (err: unknown) =>
        warn(
          `Redis would not say how it keeps its data (${err instanceof Error ? err.message : String(err)}); make sure it has AOF or RDB persistence (docs/operations.md, Redis).`,
        ),
    )
  })
}
