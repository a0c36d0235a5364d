import type { Store } from './store'

/**
 * The Store for one instance: a Map whose entries carry their expiry. Expired entries are
 * dropped when touched and by a sweep every `sweepIntervalMs` (an unref'd timer, so the store
 * never keeps the process alive).
 *
 * The entry count is bounded (`maxEntries`, default 50,000). Redis has `maxmemory` for this;
 * here nothing else stops a flood of distinct keys (in `none` mode every client address gets
 * its own counters, and every distinct query its own cached answer) from growing the process
 * until it dies. When a new key meets a full store, the expired entries go first; if it is
 * still full, the 1% of entries closest to their expiry are evicted in one go. Soonest-to-expire
 * loses the least (cached answers and short counters before 31-day usage history), and evicting
 * a batch keeps the sort that finds them to once per many inserts.
 */
export interface MemoryStoreOptions {
  maxEntries?: number
  sweepIntervalMs?: number
  /** The clock, in ms; tests move it instead of waiting. */
  now?: () => number
}

export const DEFAULT_MAX_ENTRIES = 50_000
const DEFAULT_SWEEP_INTERVAL_MS = 60_000

type Value = { kind: 'string'; value: string } | { kind: 'hash'; fields: Map<string, number> }

interface Entry {
  data: Value
  expiresAt: number
}

export interface MemoryStore extends Store {
  readonly kind: 'memory'
  /** Entries held now, expired ones not yet swept included. */
  readonly size: number
}

export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`)
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  let closed = false

  const sweep = () => {
    const t = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key)
  }
  const timer = setInterval(sweep, options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS)
  timer.unref()

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  const makeRoom = () => {
    if (entries.size < maxEntries) return
    sweep()
    if (entries.size < maxEntries) return
    const byExpiry = [...entries].sort((a, b) => a[1].expiresAt - b[1].expiresAt)
    const evict = Math.max(1, Math.ceil(maxEntries / 100))
    for (const [key] of byExpiry.slice(0, evict)) entries.delete(key)
  }

  const insert = (key: string, entry: Entry) => {
    if (!entries.has(key)) makeRoom()
    entries.set(key, entry)
  }

  const open = () => {
    if (closed) throw new Error('The memory store is closed')
  }

  const checkTtl = (ttlMs: number) => {
    if (!(ttlMs > 0)) throw new RangeError(`ttlMs must be positive, got ${ttlMs}`)
  }

  const checkInteger = (by: number) => {
    if (!Number.isSafeInteger(by)) throw new RangeError(`increments are whole numbers, got ${by}`)
  }

  return {
    kind: 'memory',
    get size() {
      return entries.size
    },

    async get(key) {
      open()
      const entry = live(key)
      if (!entry) return undefined
      // As Redis: GET on a hash is a type error, on a counter its decimal text.
      if (entry.data.kind !== 'string') throw wrongType(key)
      return entry.data.value
    },

    async set(key, value, ttlMs) {
      open()
      checkTtl(ttlMs)
      insert(key, { data: { kind: 'string', value }, expiresAt: now() + ttlMs })
    },

    async delete(key) {
      open()
      entries.delete(key)
    },

    async increment(key, by, ttlMs) {
      open()
      checkTtl(ttlMs)
      checkInteger(by)
      const entry = live(key)
      if (!entry) {
        insert(key, { data: { kind: 'string', value: String(by) }, expiresAt: now() + ttlMs })
        return by
      }
      if (entry.data.kind !== 'string' || !/^-?\d+$/.test(entry.data.value))
        throw new Error(`The value at ${key} is not an integer`)
      const next = Number(entry.data.value) + by
      entry.data.value = String(next)
      return next
    },

    async incrementField(key, field, by, ttlMs) {
      open()
      checkTtl(ttlMs)
      checkInteger(by)
      let entry = live(key)
      if (!entry) {
        entry = { data: { kind: 'hash', fields: new Map() }, expiresAt: now() + ttlMs }
        insert(key, entry)
      }
      if (entry.data.kind !== 'hash') throw wrongType(key)
      const next = (entry.data.fields.get(field) ?? 0) + by
      entry.data.fields.set(field, next)
      return next
    },

    async getFields(key) {
      open()
      const entry = live(key)
      if (!entry) return {}
      if (entry.data.kind !== 'hash') throw wrongType(key)
      return Object.fromEntries(entry.data.fields)
    },

    async ping() {
      open()
    },

    async close() {
      closed = true
      clearInterval(timer)
      entries.clear()
    },
  }
}

function wrongType(key: string): Error {
  return new Error(`The value at ${key} holds another kind of value`)
}
