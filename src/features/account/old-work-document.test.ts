import { describe, expect, it } from 'vitest'
import { ONE_SOURCE } from '../../lib/citation/fixtures'
import { oldWorkDocument } from './old-work-document'

const stored: Record<string, unknown> = {
  'dds-explorer.saved-tables.v1': [
    {
      id: 't1',
      name: 'Generations',
      search: { rows: 'v0013g_demo_generation', view: 'table', nothing: undefined },
      savedAt: '',
    },
    { id: 't2', name: '   ', search: {} },
  ],
  'dds-explorer.collections.v1': [
    {
      id: 'c1',
      name: 'Thesis',
      entries: [
        {
          key: 'statistic:1',
          kind: 'Statistic',
          title: 'One',
          href: '/statistics?item=1',
          citable: ONE_SOURCE,
          snapshot: [],
          note: 'keep',
          addedAt: '2026-11-23T10:00:00.000Z',
        },
      ],
    },
  ],
  'dds-explorer.saved-audiences.v1': [
    { id: 'a1', name: 'Women', answers: ['v0001_demo_gender#1'], savedAt: '2026-11-01T00:00:00Z' },
  ],
  'dds-explorer.research-history.v1': [
    { token: 'tok-1', question: 'How big?', askedAt: '2026-11-02T00:00:00Z' },
    'junk',
  ],
  'dds-explorer.citation-style.v1': { style: 'mla', language: 'de' },
}
const read = (keys: readonly string[]) => stored[keys[0]!]

describe('the browser’s old saved work as an import document', () => {
  it('takes every kind with its local id as the client id, and leaves out what cannot move', () => {
    const work = oldWorkDocument(read)
    expect(work.items.map((i) => [i.kind, i.clientId])).toEqual([
      ['saved-table', 't1'],
      ['collection', 'c1'],
      ['audience', 'a1'],
      ['research', 'tok-1'],
    ])
    expect(work.counts).toEqual({ 'saved-table': 1, collection: 1, audience: 1, research: 1 })
    // The nameless table is left out ("junk" is no entry at all).
    expect(work.skipped).toBe(1)
    expect(work.preferences).toEqual({ citation: { style: 'mla', language: 'de' } })
    // An empty saved date is the day of the move; the address keeps only its values.
    const table = work.items[0]!.data as { search: object; savedAt: string }
    expect(table.search).toEqual({ rows: 'v0013g_demo_generation', view: 'table' })
    expect(Date.parse(table.savedAt)).not.toBeNaN()
  })

  it('is empty for a browser that kept nothing', () => {
    expect(oldWorkDocument(() => undefined)).toEqual({ items: [], counts: {}, skipped: 0 })
  })
})
