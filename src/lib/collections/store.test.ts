// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { ONE_SOURCE } from '../citation/fixtures'
import { storeKey } from '../local-store'
import { addToCollection, collectionStore } from './store'

const entry = (key: string) => ({
  key,
  kind: 'Statistic',
  title: key,
  href: `/statistics?item=${key}`,
  citable: { ...ONE_SOURCE, id: key },
  snapshot: [],
  note: '',
  addedAt: '2026-11-23T10:00:00.000Z',
})

describe('the collection store', () => {
  afterEach(() => collectionStore.clear())

  it('creates a named collection on first add and keeps it in localStorage', () => {
    const id = addToCollection(entry('a'), { newName: 'Thesis' })
    addToCollection(entry('b'), { id })
    const stored = JSON.parse(localStorage.getItem(storeKey('collections', 1)) ?? '[]') as {
      name: string
      entries: { key: string }[]
    }[]
    expect(stored).toHaveLength(1)
    expect(stored[0]!.name).toBe('Thesis')
    expect(stored[0]!.entries.map((e) => e.key)).toEqual(['a', 'b'])
  })

  it('drops an unreadable stored collection and keeps the readable ones', () => {
    addToCollection(entry('a'), { newName: 'Kept' })
    const raw = JSON.parse(localStorage.getItem(collectionStore.key)!) as unknown[]
    localStorage.setItem(collectionStore.key, JSON.stringify([...raw, { id: 5 }]))
    expect(collectionStore.read().map((c) => c.name)).toEqual(['Kept'])
  })
})
