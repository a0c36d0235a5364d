import { useSyncExternalStore } from 'react'
import { z } from '../api/zod'

/**
 * One way to keep something in this browser's localStorage. Storage is untrusted input: another
 * version of the app, an extension or a hand edit may have written it, so every read is parsed
 * with the store's zod schema, and what does not parse (or is larger than the store's bound) is
 * dropped for the fallback, never thrown. Storage may also be missing (server rendering),
 * blocked or full: a value that cannot be saved lives on in memory for this page's life.
 *
 * Keys are `dds-explorer.<name>.v<version>`: one prefix, and a version to raise when the stored
 * shape changes incompatibly. Data under an older key is moved once (read, written under the
 * new key, removed), so an update loses nothing. Other tabs' writes arrive by the `storage`
 * event.
 */

export const STORE_PREFIX = 'dds-explorer.'

export interface LocalStoreOptions<T> {
  /** The store's name under the prefix, e.g. `research-history`. */
  name: string
  version: number
  schema: z.ZodMiniType<T>
  /** The value when nothing (readable) is stored; also the value while server rendering. */
  fallback: T
  /** The largest serialized value kept, in UTF-16 code units (what browsers count). */
  maxChars: number
  /** Makes an over-large value smaller (e.g. drops the oldest entries); absent: not saved. */
  shrink?: ((value: T) => T) | undefined
  /** Keys this data lived under before, oldest last; their stored JSON passes `migrate`. */
  legacyKeys?: readonly string[] | undefined
  migrate?: ((old: unknown) => unknown) | undefined
}

export interface LocalStore<T> {
  readonly key: string
  readonly fallback: T
  /** The current value: the same object until it changes, as useSyncExternalStore needs. */
  read: () => T
  /** Saves `next` (or what `update` makes of the current value); false if kept in memory only. */
  write: (next: T | ((current: T) => T)) => boolean
  clear: () => void
  subscribe: (listener: () => void) => () => void
}

export function storeKey(name: string, version: number): string {
  return `${STORE_PREFIX}${name}.v${version}`
}

/** An array schema that keeps the readable items and drops the rest. */
export function tolerantList<T>(item: z.ZodMiniType<T>): z.ZodMiniType<T[]> {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items: unknown[]) =>
      items.flatMap((entry) => {
        const parsed = item.safeParse(entry)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  ) as unknown as z.ZodMiniType<T[]>
}

function storage(): Storage | undefined {
  try {
    // Access itself throws where storage is disabled (some private modes, sandboxed frames).
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function createLocalStore<T>(options: LocalStoreOptions<T>): LocalStore<T> {
  const { schema, fallback, maxChars, shrink, legacyKeys = [], migrate = (old) => old } = options
  const key = storeKey(options.name, options.version)
  const listeners = new Set<() => void>()
  let snapshot: { raw: string | null; value: T } | undefined
  // A value that could not be saved, valid while storage still holds what it held then.
  let unsaved: { raw: string | null; value: T } | undefined

  const parse = (raw: string | null): T => {
    if (raw === null || raw.length > maxChars) return fallback
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return fallback
    }
    const parsed = schema.safeParse(json)
    return parsed.success ? parsed.data : fallback
  }

  /** Moves the newest readable legacy value under `key`, and removes every legacy key. */
  const moveLegacy = (store: Storage): string | null => {
    let moved: string | null = null
    for (const old of legacyKeys) {
      const raw = store.getItem(old)
      if (raw === null) continue
      if (moved === null && raw.length <= maxChars) {
        try {
          const parsed = schema.safeParse(migrate(JSON.parse(raw)))
          if (parsed.success) moved = JSON.stringify(parsed.data)
        } catch {
          // Unreadable: dropped with the old key.
        }
      }
      store.removeItem(old)
    }
    if (moved !== null) store.setItem(key, moved)
    return moved
  }

  const readRaw = (): string | null => {
    const store = storage()
    if (!store) return null
    try {
      const raw = store.getItem(key)
      return raw === null && legacyKeys.length > 0 ? moveLegacy(store) : raw
    } catch {
      return null
    }
  }

  const read = (): T => {
    const raw = readRaw()
    if (unsaved && unsaved.raw === raw) return unsaved.value
    unsaved = undefined
    if (!snapshot || snapshot.raw !== raw) snapshot = { raw, value: parse(raw) }
    return snapshot.value
  }

  const notify = () => {
    for (const listener of listeners) listener()
  }

  /** Serializes `value`, shrinking it while it is over the bound; undefined if it stays over. */
  const fitting = (value: T): { value: T; raw: string } | undefined => {
    let current = value
    for (;;) {
      const raw = JSON.stringify(current)
      if (raw.length <= maxChars) return { value: current, raw }
      const smaller = shrink?.(current)
      if (smaller === undefined || JSON.stringify(smaller).length >= raw.length) return undefined
      current = smaller
    }
  }

  const save = (value: T): boolean => {
    const store = storage()
    let candidate = fitting(value)
    while (store && candidate) {
      try {
        store.setItem(key, candidate.raw)
        snapshot = { raw: candidate.raw, value: candidate.value }
        unsaved = undefined
        return true
      } catch {
        // Over the browser's quota (shared with other data): try smaller while that helps,
        // else keep the value in memory only.
        const tried = candidate.raw.length
        const smaller = shrink?.(candidate.value)
        candidate = smaller === undefined ? undefined : fitting(smaller)
        if (candidate && candidate.raw.length >= tried) candidate = undefined
      }
    }
    unsaved = { raw: readRaw(), value }
    return false
  }

  return {
    key,
    fallback,
    read,
    write(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(read()) : next
      const saved = save(value)
      notify()
      return saved
    },
    clear() {
      try {
        storage()?.removeItem(key)
      } catch {
        // Blocked storage has nothing to clear.
      }
      snapshot = undefined
      unsaved = undefined
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      // Another tab wrote this key (or cleared all storage: key null).
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener()
      }
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
  }
}

/**
 * A store's value in a component. The server's render and the hydration see the fallback (the
 * server has no localStorage), so hydration matches the server's HTML; this browser's value
 * follows in the next render.
 */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, () => store.fallback)
}
