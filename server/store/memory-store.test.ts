import { describe, expect, it } from 'vitest'
import { createMemoryStore } from './memory-store'

/** What only the memory store does: its bound, its sweep and its clock. */
describe('the memory store', () => {
  it('sweeps expired entries without being asked', async () => {
    let t = 1_000
    const store = createMemoryStore({ now: () => t, sweepIntervalMs: 10 })
    await store.set('a', '1', 100)
    await store.incrementField('h', 'f', 1, 100)
    await store.set('b', '2', 10_000)
    expect(store.size).toBe(3)
    t += 100
    await new Promise((r) => setTimeout(r, 30))
    expect(store.size).toBe(1)
    expect(await store.get('b')).toBe('2')
    await store.close()
  })

  it('treats an entry as gone at its expiry, before any sweep', async () => {
    let t = 0
    const store = createMemoryStore({ now: () => t })
    await store.increment('c', 5, 1_000)
    t = 999
    expect(await store.increment('c', 1, 1_000)).toBe(6)
    t = 1_000
    expect(await store.get('c')).toBeUndefined()
    await store.close()
  })

  it('never holds more than its maximum, evicting what expires soonest', async () => {
    const t = 0
    const store = createMemoryStore({ maxEntries: 100, now: () => t })
    // Ten long-lived usage counters, then a flood of short-lived cached answers.
    for (let i = 0; i < 10; i++) await store.incrementField(`usage:${i}`, 'credits', 1, 1_000_000)
    for (let i = 0; i < 500; i++) await store.set(`cache:${i}`, 'answer', 600_000 + i)
    expect(store.size).toBeLessThanOrEqual(100)
    for (let i = 0; i < 10; i++) expect(await store.getFields(`usage:${i}`)).toEqual({ credits: 1 })
    // The newest cached answers (latest expiry among the short ones) are kept, the oldest gone.
    expect(await store.get('cache:499')).toBe('answer')
    expect(await store.get('cache:0')).toBeUndefined()
    await store.close()
  })

  it('makes room from expired entries before evicting live ones', async () => {
    let t = 0
    const store = createMemoryStore({ maxEntries: 3, now: () => t })
    await store.set('old', 'x', 10)
    await store.set('keep1', 'x', 10_000)
    await store.set('keep2', 'x', 10_000)
    t = 20
    await store.set('new', 'x', 10_000)
    expect(await store.get('keep1')).toBe('x')
    expect(await store.get('keep2')).toBe('x')
    expect(await store.get('new')).toBe('x')
    expect(store.size).toBe(3)
    await store.close()
  })

  it('refuses work once closed', async () => {
    const store = createMemoryStore()
    await store.close()
    await expect(store.ping()).rejects.toThrow(/closed/)
  })

  it('refuses a bound that is not a positive whole number', () => {
    expect(() => createMemoryStore({ maxEntries: 0 })).toThrow(RangeError)
  })
})
