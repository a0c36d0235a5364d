/**
 * A cache that holds at most `limit` entries and forgets the least recently used one first.
 * Every cache the service fills from what callers send is one of these, so no sequence of
 * requests can make the process grow without bound. A Map iterates in insertion order;
 * re-inserting an entry on each hit keeps the least recently used one first.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`LruCache limit must be a positive integer, got ${limit}`)
  }

  /** Entries held now; never more than `limit`. */
  get size(): number {
    return this.entries.size
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key) as V
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
  }

  /** The cached value for `key`, computing and keeping it on a miss. */
  getOrSet(key: K, compute: (key: K) => V): V {
    if (this.entries.has(key)) return this.get(key) as V
    const value = compute(key)
    this.set(key, value)
    return value
  }
}
