import { describe, expect, it } from 'vitest'
import { createSurveySearch } from './search'
import { createSurvey } from './survey'

/** Everyday words, English and German, find the questions worded otherwise. */
describe('question search vocabulary', () => {
  const search = createSurveySearch(
    createSurvey({ now: new Date('2026-06-01T00:00:00Z'), respondents: 200 }),
  )
  const first = (q: string) => search(q, 5)[0]?.question_id

  it.each([
    ['women', 'v0001_demo_gender'],
    ['men', 'v0001_demo_gender'],
    ['Frauen', 'v0001_demo_gender'],
    ['Männer', 'v0001_demo_gender'],
    ['earnings', 'v0016_demo_income'],
    ['salary', 'v0016_demo_income'],
    ['Einkommen', 'v0016_demo_income'],
    ['Gehalt', 'v0016_demo_income'],
  ])('%s finds %s first', (q, id) => {
    expect(first(q)).toBe(id)
  })

  it.each(['young', 'jung', 'Alter', 'elderly'])('%s finds the age questions', (q) => {
    const ids = search(q, 5).map((g) => g.question_id)
    expect(ids.some((id) => /generation|age/.test(id))).toBe(true)
  })

  it('leads the gender question with the answer the word means', () => {
    expect(search('women', 5)[0]?.answers_subset[0]?.label).toBe('Female')
    expect(search('Männer', 5)[0]?.answers_subset[0]?.label).toBe('Male')
  })

  it('ignores German articles ("die" is not "diet")', () => {
    expect(search('die', 5)).toEqual([])
  })
})
