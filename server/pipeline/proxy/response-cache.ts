import type { Store } from '../../store/store'

/**
 * Paying once: successful GET answers kept for a while (DDS_CACHE_TTL_S) and handed to every
 * request that asks the same thing (the key is the endpoint and its query as read by the
 * endpoint's description, src/api/endpoint-params.ts). Only 2xx answers are kept; errors never.
 * (Identical requests in flight at the same time share one call: shared-calls.ts.)
 *
 * Two places to keep answers: this process's memory (bounded in bytes, least recently used out
 * first) for one instance, or the shared store (Redis) so that instances behind a balancer pay
 * once between them.
 */
export interface CachedAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

export interface CacheBackend {
  get(key: string): Promise<CachedAnswer | undefined>
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>
}

export interface ResponseCache {
  /** The kept answer for `key`, if any (a backend that fails counts as none). */
  lookup(key: string): Promise<CachedAnswer | undefined>
  /** Keeps `answer` for `key` when it is a success small enough to keep. */
  keep(key: string, answer: CachedAnswer): Promise<void>
}

/** Largest answer kept; bigger ones are served but not kept. */
const MAX_ENTRY_BYTES = 1024 * 1024

export function createResponseCache(options: {
  ttlMs: number
  backend: CacheBackend
  /** Reports a backend that failed (the answer is then fetched as if not kept). */
  onBackendError?: (err: unknown) => void
}): ResponseCache {
  const failed = (err: unknown) => {
    options.onBackendError?.(err)
    return undefined
  }
  return {
    lookup: (key) => options.backend.get(key).catch(failed),
    async keep(key, answer) {
      if (answer.status < 200 || answer.status >= 300 || answer.body.length > MAX_ENTRY_BYTES)
        return
      await options.backend.set(key, answer, options.ttlMs).catch(failed)
    },
  }
}

/** Entries kept at most, whatever their size: many tiny answers must not grow without bound. */
const MAX_MEMORY_ENTRIES = 20_000

/**
 * Answers in this process, at most `maxBytes` (bodies, keys and headers counted) and
 * `MAX_MEMORY_ENTRIES`, least recently used out first; expired ones go as new ones come.
 */
export function memoryCacheBackend(maxBytes: number): CacheBackend {
  const entries = new Map<string, { answer: CachedAnswer; expires: number; size: number }>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.size
    entries.delete(key)
  }
  const sizeOf = (key: string, answer: CachedAnswer) =>
    answer.body.length + key.length * 2 + JSON.stringify(answer.headers).length * 2
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return Promise.resolve(undefined)
      if (entry.expires <= Date.now()) {
        drop(key)
        return Promise.resolve(undefined)
      }
      // Map order is the eviction order: a read moves the entry to the young end.
      entries.delete(key)
      entries.set(key, entry)
      return Promise.resolve(entry.answer)
    },
    set(key, answer, ttlMs) {
      drop(key)
      const size = sizeOf(key, answer)
      if (size > maxBytes) return Promise.resolve()
      const now = Date.now()
      entries.set(key, { answer, expires: now + ttlMs, size })
      bytes += size
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes && entries.size <= MAX_MEMORY_ENTRIES && entry.expires > now) break
        drop(oldest)
      }
      return Promise.resolve()
    },
  }
}

/** Answers in the shared store (Redis), so every instance finds what one of them paid for. */
export function storeCacheBackend(store: Store): CacheBackend {
  const prefix = 'cache:'
  return {
    async get(key) {
      const text = await store.get(prefix + key)
      if (text === undefined) return undefined
      const kept = JSON.parse(text) as {
        status: number
        headers: Record<string, string>
        body: string
      }
      return { status: kept.status, headers: kept.headers, body: Buffer.from(kept.body, 'base64') }
    },
    async set(key, answer, ttlMs) {
      const text = JSON.stringify({
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString('base64'),
      })
      await store.set(prefix + key, text, ttlMs)
    },
  }
}
