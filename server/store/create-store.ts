import { createMemoryStore } from './memory-store'
import { createRedisStore } from './redis-store'
import type { Store } from './store'

/**
 * The store the settings ask for: Redis when DDS_REDIS_URL is set (any number of instances act
 * as one), memory otherwise (one instance; a restart forgets everything it held).
 */
export function createStore(redisUrl?: string): Store {
  return redisUrl ? createRedisStore(redisUrl) : createMemoryStore()
}
