import { describe, expect, it } from 'vitest'
import { LruCache } from './lru-cache'

describe('LruCache', () => {
  it('never holds more than its limit, forgetting the least recently used first', () => {
    const cache = new LruCache<string, number>(3)
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i)
    expect(cache.get('a')).toBe(0) // a is now the most recently used
    cache.set('d', 3)
    expect(cache.size).toBe(3)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([0, 2, 3])
  })

  it('stays at its limit after many distinct keys', () => {
    const cache = new LruCache<number, number>(100)
    for (let i = 0; i < 10_000; i++) cache.set(i, i)
    expect(cache.size).toBe(100)
    expect(cache.get(9_999)).toBe(9_999)
    expect(cache.get(9_899)).toBeUndefined()
  })

  it('computes a value once while it is held, again after it was forgotten', () => {
    const cache = new LruCache<string, string | null>(1)
    let calls = 0
    const compute = (key: string) => {
      calls++
      return key === 'stop' ? null : key.toUpperCase()
    }
    expect(cache.getOrSet('stop', compute)).toBeNull()
    expect(cache.getOrSet('stop', compute)).toBeNull()
    expect(calls).toBe(1)
    expect(cache.getOrSet('x', compute)).toBe('X')
    expect(cache.getOrSet('stop', compute)).toBeNull()
    expect(calls).toBe(3)
  })

  it('treats prototype member names as ordinary keys', () => {
    const cache = new LruCache<string, number>(5)
    expect(cache.get('constructor')).toBeUndefined()
    expect(cache.get('__proto__')).toBeUndefined()
    cache.set('__proto__', 1)
    expect(cache.get('__proto__')).toBe(1)
  })

  it('refuses a limit that is not a positive whole number', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(() => new LruCache(limit)).toThrow()
  })
})
