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
})
