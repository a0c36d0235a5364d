import { describe, expect, it } from 'vitest'
import type { WorkspaceItem } from '../../api/schemas/workspace'
import { ONE_SOURCE } from '../citation/fixtures'
import { collectionOf } from './store'

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

const item = (over: Partial<WorkspaceItem>): WorkspaceItem => ({
  id: 'kQ3v9v0bS0yq1xk7tVw8Zg',
  kind: 'collection',
  clientId: 'c1',
  name: 'Thesis',
  version: 2,
  sharing: 'team-read',
  owner: { id: 'alice', name: 'alice' },
  access: 'read',
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:40:00.000Z',
  ...over,
})

describe('a collection read from the workspace', () => {
  it('is the item’s entries in order, with whose it is and what the reader may do', () => {
    const read = collectionOf(item({ data: { name: 'Thesis', entries: [entry('a'), entry('b')] } }))
    expect(read).toMatchObject({
      id: 'kQ3v9v0bS0yq1xk7tVw8Zg',
      name: 'Thesis',
      owner: 'alice',
      access: 'read',
      sharing: 'team-read',
      loaded: true,
      count: 2,
    })
    expect(read?.entries.map((e) => e.key)).toEqual(['a', 'b'])
  })

  it('as listed (no data yet): its entry count, not loaded', () => {
    expect(collectionOf(item({ entries: 7 }))).toMatchObject({
      loaded: false,
      count: 7,
      entries: [],
    })
  })

  it('is dropped when its data does not read as a collection', () => {
    expect(collectionOf(item({ data: { name: '', entries: 'x' } }))).toBeUndefined()
  })
})
