import { describe, expect, it } from 'vitest'
import { isEmptyPatch, nextAddress, type AddressFacts } from './address-rules'
import { surveySearchSchema, type SurveySearch } from './search-params'

const AGE = 'v0014_demo_agegroup'
const GENDER = 'v0001_demo_gender'
const SOCIAL = 'v0112_social_time'
const TV = 'v0120_tv_time'

/** Years each question was asked in, as search results would have told the catalogue. */
const ASKED: Record<string, { min: number; max: number }> = {
  [AGE]: { min: 2018, max: 2025 },
  [GENDER]: { min: 2016, max: 2025 },
  [SOCIAL]: { min: 2020, max: 2023 },
  [TV]: { min: 2022, max: 2025 },
}

/** The catalogue's rule: the years every one of the questions was asked. */
const facts: AddressFacts = {
  thisYear: 2025,
  yearBounds: (ids) => {
    let min: number | undefined
    let max: number | undefined
    for (const id of ids) {
      const years = ASKED[id.split('#')[0]!]
      if (!years) continue
      min = Math.max(min ?? years.min, years.min)
      max = Math.min(max ?? years.max, years.max)
    }
    return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
  },
}

const address = (fields: Record<string, unknown>): SurveySearch => surveySearchSchema.parse(fields)

describe('every write of the survey address', () => {
  it('keeps the chosen year within the years the chosen questions were asked', () => {
    const before = address({ rows: AGE, year: 2025 })
    // Social media time was last asked in 2023: a 2025 table of it would hold no data.
    expect(nextAddress(before, { columns: SOCIAL }, facts).year).toBe(2023)
    expect(nextAddress(address({ rows: SOCIAL, year: 2019 }), { view: 'table' }, facts).year).toBe(
      2020,
    )
  })

  it('counts filters and every banner block among the chosen questions', () => {
    const before = address({ rows: AGE, columns: GENDER, year: 2025 })
    expect(nextAddress(before, { filters: `${SOCIAL}#2` }, facts).year).toBe(2023)
    expect(nextAddress(before, { banner: SOCIAL }, facts).year).toBe(2023)
  })

  it('picks the last year asked when none is chosen and that year is past', () => {
    expect(nextAddress(address({}), { rows: SOCIAL }, facts).year).toBe(2023)
    // Asked this year too: the service's default year stays the reader's, out of the address.
    expect(nextAddress(address({}), { rows: TV }, facts).year).toBeUndefined()
  })

  it('leaves the year alone for questions whose years are not known', () => {
    const before = address({ rows: 'v0999_unknown', year: 2011 })
    expect(nextAddress(before, { columns: 'v0998_unknown' }, facts).year).toBe(2011)
  })

  it('keeps the year on any step, not only the builder’s: a tab book’s first question', () => {
    // The tab book puts its first question on rows; the year follows it as for the builder.
    expect(
      nextAddress(address({ year: 2025 }), { rows: SOCIAL, book: undefined }, facts).year,
    ).toBe(2023)
  })

  it('puts a question on one side only: the side the write names keeps it', () => {
    const crossed = address({ rows: AGE, columns: GENDER })
    expect(nextAddress(crossed, { rows: `${GENDER}#1` }, facts)).toMatchObject({
      rows: `${GENDER}#1`,
      columns: undefined,
    })
    expect(nextAddress(crossed, { columns: AGE }, facts)).toMatchObject({
      rows: undefined,
      columns: AGE,
    })
    // A swap names both sides and keeps both.
    expect(nextAddress(crossed, { rows: GENDER, columns: AGE }, facts)).toMatchObject({
      rows: GENDER,
      columns: AGE,
    })
  })

  it('keeps the rest of the address as it was', () => {
    const before = address({ rows: AGE, columns: GENDER, year: 2024, pct: 'row', nets: 'Top~x' })
    expect(nextAddress(before, { order: 'label' }, facts)).toEqual({ ...before, order: 'label' })
  })

  it('writes nothing for a patch that changes nothing', () => {
    expect(isEmptyPatch({})).toBe(true)
    expect(isEmptyPatch({ book: undefined })).toBe(false)
  })
})
