import { describe, expect, it } from 'vitest'
import { placeChoices, type PlaceFacts } from './place-choices'

const facts = (
  where: ReturnType<PlaceFacts['where']>,
  bounds: ReturnType<PlaceFacts['yearBounds']> = {},
): PlaceFacts => ({
  where: () => where,
  yearBounds: () => bounds,
  countryName: (code) => (code === 'XKX' ? 'Kosovo' : code),
})

describe('place choices', () => {
  it('offers exactly the listed countries and years; the rest disabled', () => {
    const c = placeChoices(
      facts({ countries: ['DEU', 'FRA'], years: [2021, 2022] }),
      ['q'],
      undefined,
      undefined,
      2026,
    )
    expect(c.countries.map((x) => x.code)).toEqual(['FRA', 'DEU'])
    expect(c.otherCountries.map((x) => x.code)).toContain('AUT')
    expect(c.years).toEqual([2022, 2021])
    expect(c.otherYears).toEqual([2026, 2025, 2024, 2023])
  })

  it('bounds years by the questions’ metadata when no list is known', () => {
    const c = placeChoices(facts({}, { min: 2022, max: 2024 }), ['q'], undefined, undefined, 2026)
    expect(c.years).toEqual([2024, 2023, 2022])
    expect(c.otherYears).toEqual([2026, 2025])
    expect(c.otherCountries).toEqual([])
  })

  it('keeps a chosen year outside them, and names a listed country the builder does not know', () => {
    const c = placeChoices(
      facts({ countries: ['XKX'] }, { min: 2022, max: 2024 }),
      ['q'],
      'XKX',
      1999,
      2026,
    )
    expect(c.otherYears).toContain(1999)
    expect(c.countries).toEqual([{ code: 'XKX', name: 'Kosovo' }])
  })
})
