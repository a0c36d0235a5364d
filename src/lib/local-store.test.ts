// jsdom: the store's subject is the browser's own localStorage and its `storage` event.
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from '../api/zod'
import { createLocalStore, storeKey, tolerantList, useLocalStore } from './local-store'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

const item = z.object({ id: z.string(), n: z.int() })
type Item = z.infer<typeof item>

let stores = 0
/** A store under a fresh name, so tests do not share one's cached snapshot. */
function listStore(options: { maxChars?: number; shrink?: boolean; legacyKeys?: string[] } = {}) {
  return createLocalStore<Item[]>({
    name: `test-${++stores}`,
    version: 2,
    schema: tolerantList(item),
    fallback: [],
    maxChars: options.maxChars ?? 10_000,
    shrink: options.shrink ? (items) => items.slice(1) : undefined,
    legacyKeys: options.legacyKeys,
    migrate: (old) => (Array.isArray(old) ? old.map((id: unknown) => ({ id, n: 0 })) : old),
  })
}

const items = (count: number) => Array.from({ length: count }, (_, n) => ({ id: `i${n}`, n }))

describe('createLocalStore', () => {
  it('keeps its data under one prefix and a versioned key', () => {
    expect(storeKey('research-history', 1)).toBe('dds-explorer.research-history.v1')
    const store = listStore()
    store.write(items(2))
    expect(JSON.parse(localStorage.getItem(store.key) ?? '')).toEqual(items(2))
    expect(store.key).toMatch(/^dds-explorer\.test-\d+\.v2$/)
  })

  it('returns the same value until it changes', () => {
    const store = listStore()
    store.write(items(2))
    expect(store.read()).toBe(store.read())
  })

  it.each([
    ['not JSON', '}{'],
    ['the wrong shape', '{"id":"a"}'],
    ['null', 'null'],
  ])('drops stored data that is %s, for the fallback', (_, raw) => {
    const store = listStore()
    localStorage.setItem(store.key, raw)
    expect(store.read()).toEqual([])
  })

  it('keeps the readable entries of a list and drops the rest', () => {
    const store = listStore()
    localStorage.setItem(store.key, JSON.stringify([{ id: 'a', n: 1 }, { id: 5 }, 'x', null]))
    expect(store.read()).toEqual([{ id: 'a', n: 1 }])
  })

  it('drops stored data larger than its bound', () => {
    const store = listStore({ maxChars: 100 })
    localStorage.setItem(store.key, JSON.stringify(items(20)))
    expect(store.read()).toEqual([])
  })

  it('shrinks a value over its bound before saving, or keeps it in memory only', () => {
    const shrinking = listStore({ maxChars: 100, shrink: true })
    expect(shrinking.write(items(20))).toBe(true)
    const saved = shrinking.read()
    expect(saved.length).toBeLessThan(20)
    expect(saved.at(-1)).toEqual({ id: 'i19', n: 19 })
    expect(localStorage.getItem(shrinking.key)?.length).toBeLessThanOrEqual(100)

    const fixed = listStore({ maxChars: 100 })
    expect(fixed.write(items(20))).toBe(false)
    expect(fixed.read()).toEqual(items(20))
    expect(localStorage.getItem(fixed.key)).toBeNull()
  })

  it('survives a full storage: shrinks if it can, else keeps the value for this visit', () => {
    const original = Storage.prototype.setItem
    let room = 0
    // A quota: values longer than `room` do not fit.
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (value.length > room)
        throw new DOMException('The quota is exceeded.', 'QuotaExceededError')
      original.call(this, key, value)
    })
    const unshrinkable = listStore()
    expect(unshrinkable.write(items(3))).toBe(false)
    expect(unshrinkable.read()).toEqual(items(3))

    const store = listStore({ shrink: true })
    room = JSON.stringify(items(3).slice(1)).length
    expect(store.write(items(3))).toBe(true)
    expect(setItem).toHaveBeenCalledTimes(3)
    expect(store.read()).toEqual(items(3).slice(1))
    expect(JSON.parse(localStorage.getItem(store.key) ?? '')).toEqual(items(3).slice(1))
  })

  it('works without storage at all (blocked), in memory', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const store = listStore()
    expect(store.read()).toEqual([])
    expect(store.write(items(1))).toBe(false)
    expect(store.read()).toEqual(items(1))
  })

  it('moves data from an old key once, and removes the old key', () => {
    localStorage.setItem('old.key', JSON.stringify(['a', 'b']))
    const store = listStore({ legacyKeys: ['old.key'] })
    expect(store.read()).toEqual([
      { id: 'a', n: 0 },
      { id: 'b', n: 0 },
    ])
    expect(localStorage.getItem('old.key')).toBeNull()
    expect(JSON.parse(localStorage.getItem(store.key) ?? '')).toEqual(store.read())
  })

  it('drops unreadable data under an old key, and never reads an old key over the new one', () => {
    localStorage.setItem('old.key', '}{')
    const store = listStore({ legacyKeys: ['old.key'] })
    expect(store.read()).toEqual([])
    expect(localStorage.getItem('old.key')).toBeNull()

    store.write(items(1))
    localStorage.setItem('old.key', JSON.stringify(['z']))
    expect(store.read()).toEqual(items(1))
  })

  it('hears another tab’s writes through the storage event', () => {
    const store = listStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    // What the other tab did to the shared storage, then the event this tab receives.
    localStorage.setItem(store.key, JSON.stringify(items(2)))
    window.dispatchEvent(new StorageEvent('storage', { key: store.key }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.read()).toEqual(items(2))

    window.dispatchEvent(new StorageEvent('storage', { key: 'someone.else' }))
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    window.dispatchEvent(new StorageEvent('storage', { key: store.key }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('re-renders a component on a write and on clear', () => {
    const store = listStore()
    const { result } = renderHook(() => useLocalStore(store))
    expect(result.current).toEqual([])
    act(() => void store.write((current) => [...current, { id: 'a', n: 1 }]))
    expect(result.current).toEqual([{ id: 'a', n: 1 }])
    act(() => store.clear())
    expect(result.current).toEqual([])
    expect(localStorage.getItem(store.key)).toBeNull()
  })
})
