import { describe, expect, it } from 'vitest'
import { codeScores } from './answer-codes'

describe('scores from the service’s answer codes', () => {
  const ids = ['q#1', 'q#2', 'q#3', 'q#4']
  const labels = ['Agree', 'Neutral', 'Disagree', "Don't know"]

  it('are used when they say more than the answer order, non-substantive answers left out', () => {
    const known = new Map([
      ['q#1', 5],
      ['q#2', 3],
      ['q#3', 1],
      ['q#4', 99],
    ])
    expect(codeScores(ids, labels, known)).toEqual(
      new Map([
        ['q#1', 5],
        ['q#2', 3],
        ['q#3', 1],
      ]),
    )
  })

  it('are not needed when they are 1…n (the default) or when one is missing', () => {
    const order = new Map(ids.map((id, i) => [id, i + 1]))
    expect(codeScores(ids, labels, order)).toBeUndefined()
    expect(codeScores(ids, labels, new Map([['q#1', 5]]))).toBeUndefined()
  })

  it('leave a scale listed from its high end to its n…1 default when they only number the answers', () => {
    // Agree … Disagree is scored 3, 2, 1 by default; codes 0, 1, 2 would turn the mean round.
    const numbered = new Map(ids.map((id, i) => [id, i]))
    expect(codeScores(ids, labels, numbered)).toBeUndefined()
    // Codes that do say something (high end highest) are still used.
    const meaningful = new Map([
      ['q#1', 10],
      ['q#2', 5],
      ['q#3', 0],
    ])
    expect(codeScores(ids, labels, meaningful)?.get('q#1')).toBe(10)
    // A scale listed from its low end keeps codes that differ from 1…n.
    const low = ['Disagree', 'Neutral', 'Agree', "Don't know"]
    expect(codeScores(ids, low, numbered)?.get('q#3')).toBe(2)
  })
})
