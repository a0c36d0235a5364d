/** Shapes of the generated consumer survey, shared by the generator, the table engine and routes. */
export type QuestionType = 'single-pick' | 'multi-pick'

export interface Answer {
  /** Question ID + '#' + the answer's 1-based order. */
  answer_id: string
  label: string
  order: number
  code: number
}

export interface Question {
  id: string
  /** Short name, e.g. "Generation". */
  indicator: string
  /** The question wording. */
  label: string
  type: QuestionType
  topic: string
  answers: Answer[]
  /** Survey years in which the question was asked, ascending. */
  years: number[]
  /** Alpha-3 codes of the countries in which the question was asked. */
  countries: string[]
}

export interface Country {
  code: string
  name: string
}

/**
 * Column-wise respondents. A single-pick column holds the 1-based answer index per respondent;
 * a multi-pick column a bitmask (bit i = answer i + 1). In both, 0 means "not asked": every
 * respondent who is asked answers, and a multi-pick question always offers "None of these".
 */
export type SurveyColumn = Uint8Array | Uint32Array

export interface Survey {
  id: string
  questions: Question[]
  byId: ReadonlyMap<string, Question>
  countries: Country[]
  /** Survey years, ascending. */
  years: number[]
  respondents: number
  /** Index into `countries` per respondent. */
  country: Uint8Array
  /** Index into `years` per respondent. */
  year: Uint8Array
  columns: ReadonlyMap<string, SurveyColumn>
  /**
   * Respondents are stored sorted by year, then country: block (yearIndex, countryIndex) spans
   * [start, end) with start = blockStart[yearIndex * countries.length + countryIndex], so a table
   * for one year scans only that year's respondents.
   */
  blockStart: Uint32Array
  metadata: { min_year: number; max_year: number }
}
