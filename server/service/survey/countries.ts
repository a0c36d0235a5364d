/**
 * Countries of the survey with the traits that make their answers differ: regions, age
 * structure (weights of Gen Z, Millennials, Gen X, Baby Boomers) and sample size weight.
 */
export interface CountryProfile {
  code: string
  name: string
  regions: string[]
  generations: readonly [number, number, number, number]
  /** Relative sample size. */
  weight: number
}

export const COUNTRY_PROFILES: readonly CountryProfile[] = [
  {
    code: 'USA',
    name: 'United States',
    regions: ['Northeast', 'Midwest', 'South', 'West'],
    generations: [24, 30, 25, 21],
    weight: 1.4,
  },
  {
    code: 'GBR',
    name: 'United Kingdom',
    regions: ['London', 'South East', 'North West', 'Midlands', 'Scotland', 'Wales'],
    generations: [21, 29, 26, 24],
    weight: 1,
  },
  {
    code: 'DEU',
    name: 'Germany',
    regions: ['North', 'East', 'West', 'South', 'Berlin'],
    generations: [17, 25, 28, 30],
    weight: 1.1,
  },
  {
    code: 'FRA',
    name: 'France',
    regions: ['Île-de-France', 'North-East', 'West', 'South-West', 'South-East'],
    generations: [20, 27, 27, 26],
    weight: 1,
  },
  {
    code: 'ESP',
    name: 'Spain',
    regions: ['Madrid', 'Catalonia', 'Andalusia', 'Valencia', 'North', 'Centre'],
    generations: [19, 28, 29, 24],
    weight: 0.9,
  },
  {
    code: 'ITA',
    name: 'Italy',
    regions: ['North-West', 'North-East', 'Centre', 'South', 'Islands'],
    generations: [16, 25, 29, 30],
    weight: 0.9,
  },
  {
    code: 'JPN',
    name: 'Japan',
    regions: ['Kanto', 'Kansai', 'Chubu', 'Kyushu', 'Tohoku', 'Hokkaido'],
    generations: [14, 24, 28, 34],
    weight: 1.1,
  },
  {
    code: 'BRA',
    name: 'Brazil',
    regions: ['Southeast', 'South', 'Northeast', 'North', 'Center-West'],
    generations: [30, 32, 22, 16],
    weight: 1.1,
  },
]

/** Question ID of a country's region question, e.g. `v0025_demo_regiondeu`. */
export function regionQuestionId(code: string): string {
  return `v0025_demo_region${code.toLowerCase()}`
}
