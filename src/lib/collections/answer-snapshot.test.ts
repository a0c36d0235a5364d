import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { dataTableQuery } from '../../api/survey-queries'
import { indicatorDataQuery, statisticDataQuery } from '../../api/data-queries'
import { keptRequest, shownAnswer } from '../../api/kept-answers'
import { WORKSPACE_BOUNDS } from '../../api/schemas/workspace'
import { ONE_SOURCE } from '../citation/fixtures'
import {
  buildSnapshot,
  collectionBytes,
  COLLECTION_BYTES,
  entryAndNotice,
  fitEntry,
  withAnswer,
} from './answer-snapshot'
import type { CollectionEntry } from './model'

const entry: CollectionEntry = {
  key: 'survey:t1',
  kind: 'Survey table',
  title: 'Electric cars',
  href: '/survey?rows=q1',
  citable: ONE_SOURCE,
  snapshot: [],
  note: '',
  addedAt: '2026-11-23T10:00:00.000Z',
}

const table = {
  identifier: { rows: 'q1', survey_id: 's1' },
  title: 'Electric cars',
  chart: { data: { Total: [{ name: 'Yes', percentage: 40, respondents: 400 }] } },
}

function cacheWith(key: readonly unknown[], data: unknown, at = Date.UTC(2026, 10, 23, 9)) {
  const client = new QueryClient()
  client.setQueryData(key, data, { updatedAt: at })
  return client
}

describe('the answer on screen', () => {
  it('is found in the cache by the object shown, with its request and retrieval time', () => {
    const key = dataTableQuery({ rows: 'q1', columns: 'q2', country: 'de', year: 2025 }).queryKey
    const client = cacheWith(key, table)
    expect(shownAnswer(client, { data: table })).toEqual({
      kind: 'survey-table',
      request: '/v1/data/consumer-insights?columns=q2&country=DE&rows=q1&year=2025',
      retrievedAt: '2026-11-23T09:00:00.000Z',
      body: table,
    })
  })

  it('is found by key for a statistic and for an indicator, of each its kind', () => {
    const stat = statisticDataQuery('123').queryKey
    expect(shownAnswer(cacheWith(stat, { title: 'x' }), { key: stat })?.kind).toBe('statistic-data')
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e'
    const ind = indicatorDataQuery(uuid, ['DE', 'FR']).queryKey
    const shown = shownAnswer(cacheWith(ind, { title: 'x' }), { key: ind })
    expect(shown?.kind).toBe('indicator-data')
    expect(shown?.request).toBe(`/v1/data/market-insights/indicator?geo=DE%2CFR&id=${uuid}`)
  })

  it('is nothing when the page holds no answer (never bought) or another kind of answer', () => {
    const stat = statisticDataQuery('123').queryKey
    expect(shownAnswer(new QueryClient(), { key: stat })).toBeUndefined()
    const list = ['dds', '/v1/studies', { q: 'cars' }]
    const body = { items: [] }
    expect(shownAnswer(cacheWith(list, body), { data: body })).toBeUndefined()
  })
})

describe('building a snapshot', () => {
  const shown = {
    kind: 'survey-table' as const,
    request: '/v1/data/consumer-insights?rows=q1',
    retrievedAt: '2026-11-23T09:00:00.000Z',
    body: table,
  }

  it('keeps the answer with the entry', () => {
    const added = entryAndNotice(withAnswer(entry, shown))
    expect(added.notice).toBeUndefined()
    expect(added.entry.answer).toEqual(shown)
  })

  it('leaves an entry with nothing shown as it is', () => {
    expect(withAnswer(entry, undefined)).toBe(entry)
  })

  it('keeps the entry without figures over the bound, and says so', () => {
    const big = { ...table, padding: 'x'.repeat(WORKSPACE_BOUNDS.answerBytes) }
    expect(buildSnapshot({ ...shown, body: big })).toMatchObject({ ok: false, reason: 'too-large' })
    const added = entryAndNotice(withAnswer(entry, { ...shown, body: big }))
    expect(added.entry.answer).toBeUndefined()
    expect(added.entry.key).toBe(entry.key)
    expect(added.notice).toMatch(/figures were not kept.*257 KB.*over the 256 KB/)
  })

  it('keeps an answer at the bound exactly', () => {
    const overhead = JSON.stringify({ p: '' }).length
    const body = { p: 'x'.repeat(WORKSPACE_BOUNDS.answerBytes - overhead) }
    expect(buildSnapshot({ ...shown, body }).ok).toBe(true)
  })
})

describe('a kept request asked again', () => {
  it('is read back into its endpoint and parameters', () => {
    expect(keptRequest('statistic-data', '/v1/data/statistic?id=123')?.sent).toEqual({ id: '123' })
  })

  it('is refused when it names another endpoint, another site or unknown parameters', () => {
    expect(keptRequest('statistic-data', '/v1/research-ai/ask?q=x')).toBeUndefined()
    expect(keptRequest('survey-table', '/v1/data/statistic?id=1')).toBeUndefined()
    expect(keptRequest('statistic-data', '//evil.example/v1/data/statistic?id=1')).toBeUndefined()
    expect(keptRequest('statistic-data', '/v1/data/statistic?id=1&id=2')).toBeUndefined()
    expect(keptRequest('statistic-data', '/v1/data/statistic?id=1&x=2')).toBeUndefined()
  })
})

describe('an entry held to the bound of one collection', () => {
  // A kept table just under what one entry may keep (answerBytes): five of them pass the
  // collection's bound, which the server would refuse whole (413).
  const bigAnswer = (key: string): CollectionEntry => ({
    ...entry,
    key,
    answer: {
      kind: 'survey-table',
      request: '/v1/data/consumer-insights?rows=q1',
      retrievedAt: '2026-11-23T09:00:00.000Z',
      body: { ...table, padding: 'x'.repeat(WORKSPACE_BOUNDS.answerBytes - 1_000) },
    },
  })

  it('keeps an answer while the whole collection stays within its bound', () => {
    const fitted = fitEntry(
      { name: 'Big', entries: [bigAnswer('a'), bigAnswer('b')] },
      bigAnswer('c'),
    )
    expect(fitted.ok && fitted.notice).toBe(undefined)
    expect(fitted.ok && fitted.entries.map((e) => [e.key, e.answer !== undefined])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ])
  })

  it('leaves out an answer that would take the collection over, and says so', () => {
    const full = { name: 'Big', entries: ['a', 'b', 'c', 'd'].map(bigAnswer) }
    const fitted = fitEntry(full, bigAnswer('e'))
    if (!fitted.ok) throw new Error(fitted.message)
    expect(fitted.entries.map((e) => [e.key, e.answer !== undefined])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', true],
      ['e', false],
    ])
    expect(collectionBytes({ name: 'Big', entries: fitted.entries })).toBeLessThanOrEqual(
      COLLECTION_BYTES,
    )
    expect(fitted.notice).toMatch(
      /^Its figures were not kept with it: with them the collection would take 1,2\d\d KB, over the 1,024 KB a collection keeps\./,
    )
  })

  it('refuses, in words, an entry that does not fit even without its figures', () => {
    const crammed = {
      ...entry,
      key: 'note',
      note: 'n'.repeat(COLLECTION_BYTES),
    }
    const fitted = fitEntry({ name: 'Big', entries: [] }, crammed)
    expect(fitted).toEqual({
      ok: false,
      message: expect.stringMatching(/^Not saved: the collection would take .* Split it into two/),
    })
  })
})
