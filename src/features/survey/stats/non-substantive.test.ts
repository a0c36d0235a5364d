import { describe, expect, it } from 'vitest'
import { nonSubstantiveAnswers } from './non-substantive'

const alone = (label: string) => nonSubstantiveAnswers([label])[0]

describe('answers that say nothing about the subject', () => {
  it('knows the usual ones in English and German, whatever the apostrophe', () => {
    for (const label of [
      'None of these',
      'Don’t know',
      "Don't know",
      'Prefer not to say',
      'Keine Angabe',
      'Weiß nicht',
      'Keine davon',
    ])
      expect(alone(label), label).toBe(true)
    for (const label of ['Very important', 'Agree', 'Under 30 minutes'])
      expect(alone(label), label).toBe(false)
  })

  it('counts a bare "None" as the first step of an amount scale', () => {
    expect(
      nonSubstantiveAnswers([
        'None',
        'Under 30 minutes',
        '30 to 60 minutes',
        '1 to 2 hours',
        'More than 2 hours',
        "Don't know",
      ]),
    ).toEqual([false, false, false, false, false, true])
    expect(nonSubstantiveAnswers(['Keine', 'Weniger als 1 Stunde', '1–2 Stunden', 'Mehr'])).toEqual(
      [false, false, false, false],
    )
  })

  it('leaves a bare "None" out where the other answers are not amounts', () => {
    expect(nonSubstantiveAnswers(['Samsung', 'Apple', 'Xiaomi', 'Galaxy S24', 'None'])).toEqual([
      false,
      false,
      false,
      false,
      true,
    ])
    expect(nonSubstantiveAnswers(['Very satisfied', 'Satisfied', 'Unsatisfied', 'None'])).toEqual([
      false,
      false,
      false,
      true,
    ])
  })

  it('reads "Trifft nicht zu" as "does not apply" alone, and as the low end of a Trifft-zu scale', () => {
    expect(nonSubstantiveAnswers(['Ja', 'Nein', 'Trifft nicht zu'])).toEqual([false, false, true])
    expect(
      nonSubstantiveAnswers([
        'Trifft voll zu',
        'Trifft eher zu',
        'Trifft eher nicht zu',
        'Trifft nicht zu',
        'Weiß nicht',
      ]),
    ).toEqual([false, false, false, false, true])
  })
})
