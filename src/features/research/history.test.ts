// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { HISTORY_KEY, HISTORY_MAX, readHistory, saveQuestion, withEntry } from './history'

afterEach(() => localStorage.clear())

const entry = (token: string, askedAt: string, question = `Question ${token}`) => ({
  token,
  question,
  askedAt,
})

const stored = (raw: string) => {
  localStorage.setItem(HISTORY_KEY, raw)
  return readHistory()
}

describe('the question history in storage', () => {
  it('is empty with nothing stored', () => {
    expect(readHistory()).toEqual([])
  })

  it.each([
    ['invalid JSON', '{"token": '],
    ['a JSON object', '{"token":"a"}'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
  ])('is empty for %s', (_, raw) => {
    expect(stored(raw)).toEqual([])
  })

  it('keeps the readable entries, newest first, once per token', () => {
    const raw = JSON.stringify([
      entry('a', '2026-01-01T10:00:00Z'),
      { token: 'b' },
      entry('c', '2026-03-01T10:00:00Z'),
      entry('d', 'yesterday'),
      42,
      entry('a', '2025-01-01T10:00:00Z'),
      { ...entry('e', '2026-02-01T10:00:00Z'), question: '   ' },
      entry('f', '2026-02-01T10:00:00.000+01:00'),
    ])
    expect(stored(raw).map((e) => e.token)).toEqual(['c', 'f', 'a'])
  })

  it('puts a new question first, replaces its token, and caps the list', () => {
    const many = Array.from({ length: HISTORY_MAX }, (_, i) =>
      entry(`t${i}`, '2026-01-01T00:00:00Z'),
    )
    const next = withEntry(many, entry('t5', '2026-05-01T00:00:00Z', 'again'))
    expect(next).toHaveLength(HISTORY_MAX)
    expect(next[0]).toEqual(entry('t5', '2026-05-01T00:00:00Z', 'again'))
    expect(next.filter((e) => e.token === 't5')).toHaveLength(1)
  })

  it('saves over corrupted storage instead of failing', () => {
    localStorage.setItem(HISTORY_KEY, '}{ not json')
    saveQuestion(entry('x', '2026-01-01T00:00:00Z'))
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '')).toEqual([
      entry('x', '2026-01-01T00:00:00Z'),
    ])
    expect(readHistory()).toEqual([entry('x', '2026-01-01T00:00:00Z')])
  })
})
