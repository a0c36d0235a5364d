import { COUNTRY_PROFILES, regionQuestionId } from './countries'
import type { QuestionSpec } from './question-spec'

/**
 * Demographic questions. Their answers are drawn by the generator from the tables below
 * (conditional on generation) rather than from answer effects, since they are the causes.
 */
export const GENDER_ID = 'v0001_demo_gender'
export const GENERATION_ID = 'v0013g_demo_generation'
export const AGE_ID = 'v0014_demo_agegroup'
export const INCOME_ID = 'v0016_demo_income'
export const HOUSEHOLD_ID = 'v0017_demo_householdsize'
export const EMPLOYMENT_ID = 'v0018_demo_employment'
export const EDUCATION_ID = 'v0019_demo_education'
export const URBANITY_ID = 'v0020_demo_urbanity'

const demo = (id: string, indicator: string, label: string, answers: string[]): QuestionSpec => ({
  id,
  indicator,
  label,
  type: 'single-pick',
  topic: 'demographics',
  answers: answers.map((a) => [a, 1] as const),
})

export const DEMOGRAPHIC_SPECS: QuestionSpec[] = [
  demo(GENDER_ID, 'Gender', 'What is your gender?', ['Female', 'Male', 'Diverse']),
  demo(GENERATION_ID, 'Generation', 'Which generation do you belong to?', [
    'Gen Z (born 1997–2012)',
    'Millennials (born 1981–1996)',
    'Gen X (born 1965–1980)',
    'Baby Boomers (born 1946–1964)',
  ]),
  demo(AGE_ID, 'Age group', 'How old are you?', [
    '18–24 years',
    '25–34 years',
    '35–44 years',
    '45–54 years',
    '55–64 years',
    '65 years and older',
  ]),
  demo(INCOME_ID, 'Household income', 'Which income band does your household income fall into?', [
    'Low income',
    'Lower-middle income',
    'Middle income',
    'Upper-middle income',
    'High income',
  ]),
  demo(HOUSEHOLD_ID, 'Household size', 'How many people live in your household?', [
    '1 person',
    '2 people',
    '3 people',
    '4 people',
    '5 or more people',
  ]),
  demo(EMPLOYMENT_ID, 'Employment status', 'What is your current employment status?', [
    'Employed full-time',
    'Employed part-time',
    'Self-employed',
    'Student or in training',
    'Unemployed',
    'Retired',
  ]),
  demo(EDUCATION_ID, 'Education', 'What is your highest level of education?', [
    'Lower secondary or less',
    'Upper secondary',
    'Vocational training',
    'University degree',
  ]),
  demo(URBANITY_ID, 'Place of residence', 'Where do you live?', [
    'Big city',
    'Medium-sized town',
    'Small town',
    'Rural area',
  ]),
  ...COUNTRY_PROFILES.map((c): QuestionSpec => ({
    ...demo(
      regionQuestionId(c.code),
      `Region (${c.name})`,
      `In which region of ${c.name} do you live?`,
      c.regions,
    ),
    countries: [c.code],
  })),
]

/** Weights of each answer given the generation (rows: Gen Z, Millennials, Gen X, Boomers). */
type ByGeneration = readonly (readonly number[])[]

export const AGE_BY_GENERATION: ByGeneration = [
  [70, 30, 0, 0, 0, 0],
  [0, 45, 45, 10, 0, 0],
  [0, 0, 0, 55, 45, 0],
  [0, 0, 0, 0, 30, 70],
]
export const INCOME_BY_GENERATION: ByGeneration = [
  [34, 28, 20, 12, 6],
  [16, 22, 27, 21, 14],
  [13, 18, 26, 24, 19],
  [22, 24, 25, 17, 12],
]
export const HOUSEHOLD_BY_GENERATION: ByGeneration = [
  [22, 30, 22, 17, 9],
  [20, 28, 22, 21, 9],
  [18, 34, 20, 20, 8],
  [33, 50, 10, 5, 2],
]
export const EMPLOYMENT_BY_GENERATION: ByGeneration = [
  [30, 18, 4, 38, 10, 0],
  [62, 14, 12, 4, 8, 0],
  [58, 16, 13, 1, 8, 4],
  [14, 8, 6, 0, 4, 68],
]
export const EDUCATION_BY_GENERATION: ByGeneration = [
  [14, 44, 14, 28],
  [10, 30, 24, 36],
  [14, 30, 28, 28],
  [22, 30, 28, 20],
]
export const URBANITY_BY_GENERATION: ByGeneration = [
  [40, 28, 18, 14],
  [36, 30, 19, 15],
  [28, 30, 22, 20],
  [22, 28, 25, 25],
]
export const GENDER_WEIGHTS = [50, 48.5, 1.5] as const
