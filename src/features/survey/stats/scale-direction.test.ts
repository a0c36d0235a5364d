import { describe, expect, it } from 'vitest'
import { scoresFor } from './mean-analysis'
import { nonSubstantiveAnswers } from './non-substantive'
import { topIsHigh } from './scale-direction'

const high = (labels: string[]) => topIsHigh(labels, nonSubstantiveAnswers(labels))

describe('which way a scale runs', () => {
  it('finds scales listed from their high end, in English and German', () => {
    expect(
      high(['Very important', 'Somewhat important', 'Not very important', 'Not important at all']),
    ).toBe(true)
    expect(high(['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree'])).toBe(true)
    expect(high(['Very satisfied', 'Satisfied', 'Dissatisfied', 'Very dissatisfied'])).toBe(true)
    expect(high(['Daily', 'About once a week', 'Less often', 'Never'])).toBe(true)
    expect(high(['Sehr wichtig', 'Eher wichtig', 'Eher unwichtig', 'Völlig unwichtig'])).toBe(true)
    expect(high(['Stimme voll zu', 'Stimme eher zu', 'Stimme überhaupt nicht zu'])).toBe(true)
    // A non-substantive last answer is passed over: the scale still ends at "not at all".
    expect(
      high(['Very important', 'Somewhat important', 'Not important at all', 'Don’t know']),
    ).toBe(true)
  })

  it('leaves scales listed from their low end, and amounts, in answer order', () => {
    expect(high(['Never', 'Rarely', 'Sometimes', 'Often'])).toBe(false)
    expect(high(['Not at all likely', 'Somewhat likely', 'Very likely'])).toBe(false)
    expect(high(['None', 'Under 30 minutes', '30–60 minutes', 'More than 2 hours'])).toBe(false)
    expect(high(['Smartphone', 'Laptop', 'Tablet'])).toBe(false)
    expect(high(['Very important'])).toBe(false)
    // Two answers are a choice, not a scale: Yes / No keeps Yes = 1, No = 2.
    expect(high(['Yes', 'No', 'Don’t know'])).toBe(false)
  })
})

describe('default scores', () => {
  const ids = ['a', 'b', 'c', 'd', 'e']

  it('score the top answer highest on a scale listed from its high end, and say so', () => {
    const labels = [
      'Very important',
      'Somewhat important',
      'Not very important',
      'Not important at all',
      'Don’t know',
    ]
    expect(scoresFor(ids, labels, new Map())).toEqual({
      scores: [4, 3, 2, 1, undefined],
      source: 'default',
      topHigh: true,
    })
  })

  it('run 1…n in answer order otherwise, and give way to scores the reader set', () => {
    const labels = ['Never', 'Rarely', 'Sometimes', 'Often', 'Don’t know']
    expect(scoresFor(ids, labels, new Map())).toEqual({
      scores: [1, 2, 3, 4, undefined],
      source: 'default',
      topHigh: false,
    })
    const important = [
      'Very important',
      'Somewhat important',
      'Not very important',
      'Not at all',
      'n/a',
    ]
    expect(
      scoresFor(
        ids,
        important,
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      ),
    ).toEqual({
      scores: [1, 2, undefined, undefined, undefined],
      source: 'set',
      topHigh: false,
    })
  })
})
