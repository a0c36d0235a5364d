import { describe, expect, it } from 'vitest'
import { ONE_SOURCE } from '../citation/fixtures'
import {
  addEntry,
  createCollection,
  exportCollections,
  importCollections,
  moveEntry,
  removeEntry,
  setNote,
  type Collection,
  type CollectionEntry,
} from './model'

function entry(key: string): CollectionEntry {
  return {
    key,
    kind: 'Statistic',
    title: `Title ${key}`,
    href: `/statistics?item=${key}`,
    citable: { ...ONE_SOURCE, id: key },
    snapshot: [{ label: 'Sources', value: 'IMF' }],
    note: '',
    addedAt: '2026-11-23T10:00:00.000Z',
  }
}

function withEntries(...keys: string[]): Collection[] {
  return keys.reduce(
    (all, key) => addEntry(all, 'c1', entry(key)),
    createCollection([], 'Thesis', 'c1'),
  )
}

const keys = (all: Collection[]) => all[0]!.entries.map((e) => e.key)

describe('collections', () => {
  it('adds each item once, in the order added', () => {
    expect(keys(withEntries('a', 'b', 'a'))).toEqual(['a', 'b'])
  })

  it('moves an entry up and down and stops at the ends', () => {
    const all = withEntries('a', 'b', 'c')
    expect(keys(moveEntry(all, 'c1', 'c', -1))).toEqual(['a', 'c', 'b'])
    expect(keys(moveEntry(all, 'c1', 'a', 1))).toEqual(['b', 'a', 'c'])
    expect(keys(moveEntry(all, 'c1', 'a', -1))).toEqual(['a', 'b', 'c'])
  })

  it('keeps a note per entry and removes entries', () => {
    const noted = setNote(withEntries('a', 'b'), 'c1', 'b', 'Use for chapter 2')
    expect(noted[0]!.entries[1]!.note).toBe('Use for chapter 2')
    expect(keys(removeEntry(noted, 'c1', 'a'))).toEqual(['b'])
  })

  it('exports a file that imports back, renaming a collection whose id is taken', () => {
    const all = withEntries('a')
    const result = importCollections(all, exportCollections(all))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.collections.map((c) => c.name)).toEqual(['Thesis', 'Thesis (imported)'])
    expect(result.collections[1]!.id).not.toBe('c1')
    expect(result.collections[1]!.entries).toEqual(all[0]!.entries)
  })

  it('refuses a file that is not JSON or not a collections file, with a message', () => {
    const all = withEntries('a')
    const notJson = importCollections(all, 'hello')
    expect(notJson).toEqual({ ok: false, message: expect.stringContaining('not JSON') })
    const wrong = importCollections(all, JSON.stringify({ format: 'other', collections: [] }))
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) expect(wrong.message).toMatch(/Nothing was changed/)
  })

  it('refuses an entry whose address leads outside the app', () => {
    const file = JSON.parse(exportCollections(withEntries('a'))) as {
      collections: { entries: { href: string }[] }[]
    }
    // Each of these a browser opens on another site: a scheme, "//", and "/\" or "/<tab>/",
    // which browsers read as "//".
    for (const href of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/x',
      '/\t/evil.example',
    ]) {
      file.collections[0]!.entries[0]!.href = href
      const result = importCollections([], JSON.stringify(file))
      expect(result.ok, href).toBe(false)
      if (!result.ok) expect(result.message).toMatch(/collections\.0\.entries\.0\.href/)
    }
  })
})
