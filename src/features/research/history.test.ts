import { describe, expect, it } from 'vitest'
import { historyOf, HISTORY_MAX } from './history'

const entry = (token: string, askedAt: string, question = `Question ${token}`) => ({
  data: { token, question, askedAt },
})

describe('the question history from the account', () => {
  it('is empty with nothing kept', () => {
    expect(historyOf([])).toEqual([])
  })

  it('keeps the readable entries, newest first, once per token', () => {
    const items = [
      entry('a', '2026-01-01T10:00:00Z'),
      { data: { token: 'b' } },
      entry('c', '2026-03-01T10:00:00Z'),
      entry('d', 'yesterday'),
      { data: 42 },
      entry('a', '2025-01-01T10:00:00Z'),
      entry('e', '2026-02-01T10:00:00Z', '   '),
      entry('f', '2026-02-01T10:00:00.000+01:00'),
    ]
    expect(historyOf(items).map((e) => e.token)).toEqual(['c', 'f', 'a'])
  })

  it('shows the newest questions only', () => {
    const many = Array.from({ length: HISTORY_MAX + 5 }, (_, i) =>
      entry(`t${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
    )
    const shown = historyOf(many)
    expect(shown).toHaveLength(HISTORY_MAX)
    expect(shown[0]?.token).toBe(`t${HISTORY_MAX + 4}`)
  })
})
