import { COUNTRIES } from './countries'

export interface Country {
  code: string
  name: string
}

export interface PlaceChoices {
  /** Countries with data for every question of the table (all, when nothing is known). */
  countries: Country[]
  /** Countries the service said hold no data for them: shown, disabled, with the reason. */
  otherCountries: Country[]
  /** Survey years to offer, latest first. */
  years: number[]
  /** Years without data for them, latest first: shown, disabled. */
  otherYears: number[]
}

/** What the builder knows of where the table's questions were asked. */
export interface PlaceFacts {
  where: (ids: readonly string[]) => { years?: number[]; countries?: string[] }
  yearBounds: (ids: readonly string[]) => { min?: number; max?: number }
  countryName: (code: string) => string
}

const DEFAULT_SPAN = 10

/**
 * The countries and years the builder offers for the questions `ids`. Exact lists from the
 * service's no-data answers (or a frequency table for all countries) win; otherwise years are
 * bounded by the questions' `metadata.min_year`..`max_year`; with nothing known, the last ten
 * years and the builder's country list are offered. A chosen value outside what is offered is
 * kept in the list (disabled), so the control still shows it.
 */
export function placeChoices(
  facts: PlaceFacts,
  ids: readonly string[],
  chosenCountry: string | undefined,
  chosenYear: number | undefined,
  // UTC: the server writing the page and the browser hydrating it agree on the year.
  thisYear = new Date().getUTCFullYear(),
): PlaceChoices {
  const where = facts.where(ids)
  const known = new Map(COUNTRIES.map((c) => [c.code, c.name]))
  for (const code of [...(where.countries ?? []), ...(chosenCountry ? [chosenCountry] : [])])
    if (!known.has(code)) known.set(code, facts.countryName(code))
  const all = [...known.entries()]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name))
  const listed = where.countries
  const countries = listed ? all.filter((c) => listed.includes(c.code)) : all
  const otherCountries = listed ? all.filter((c) => !listed.includes(c.code)) : []

  let years: number[]
  let otherYears: number[]
  const latestFirst = (a: number, b: number) => b - a
  if (where.years) {
    years = [...where.years].sort(latestFirst)
    const first = Math.min(...where.years, thisYear)
    otherYears = range(first, Math.max(thisYear, ...where.years)).filter(
      (y) => !where.years?.includes(y),
    )
  } else {
    const { min, max } = facts.yearBounds(ids)
    const last = max ?? thisYear
    const first = min ?? last - DEFAULT_SPAN + 1
    years = range(first, last)
    otherYears = max !== undefined && max < thisYear ? range(max + 1, thisYear) : []
  }
  if (chosenYear !== undefined && !years.includes(chosenYear) && !otherYears.includes(chosenYear))
    otherYears.push(chosenYear)
  return {
    countries,
    otherCountries,
    years: years.sort(latestFirst),
    otherYears: otherYears.sort(latestFirst),
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}
