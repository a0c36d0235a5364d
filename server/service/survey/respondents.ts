import { mulberry32, type Rng } from '../random'
import { COUNTRY_PROFILES, regionQuestionId } from './countries'
import {
  AGE_BY_GENERATION,
  AGE_ID,
  EDUCATION_BY_GENERATION,
  EDUCATION_ID,
  EMPLOYMENT_BY_GENERATION,
  EMPLOYMENT_ID,
  GENDER_ID,
  GENDER_WEIGHTS,
  GENERATION_ID,
  HOUSEHOLD_BY_GENERATION,
  HOUSEHOLD_ID,
  INCOME_BY_GENERATION,
  INCOME_ID,
  URBANITY_BY_GENERATION,
  URBANITY_ID,
} from './demographics'
import { ALL_SPECS, answerSpecs } from './questions'
import type { AnswerSpec, QuestionSpec } from './question-spec'
import type { Question, SurveyColumn } from './types'

/** Latent positions (see AnswerSpec) per generation, income band and gender. */
const YOUTH = [1, 1 / 3, -1 / 3, -1]
const AFFLUENCE = [-1, -0.5, 0, 0.5, 1]
const FEMALE = [1, -1, 0]
/** Damps the spec coefficients so the extremes stay plausible (Gen Z is not 95% on TikTok). */
const EFFECT_SCALE = 0.75
const TREND_SCALE = 0.6
/** Respondents of one block fall into generation × income × gender cells. */
const CELLS = 4 * 5 * 3

export interface GeneratedRespondents {
  country: Uint8Array
  year: Uint8Array
  columns: Map<string, SurveyColumn>
  blockStart: Uint32Array
}

/**
 * Draws respondents block by block (year, then country). Demographics come first and place
 * each respondent in a cell; every other answer is drawn from per-cell probabilities computed
 * once per block, so the hot loop is a table look-up and a random number per answer.
 */
export function generateRespondents(
  questions: readonly Question[],
  years: readonly number[],
  total: number,
  seed = 20_240_601,
): GeneratedRespondents {
  const rng = mulberry32(seed)
  const nCountries = COUNTRY_PROFILES.length
  const sizes = blockSizes(total, years.length)
  const blockStart = new Uint32Array(sizes.length + 1)
  for (let b = 0; b < sizes.length; b++) blockStart[b + 1] = (blockStart[b] ?? 0) + (sizes[b] ?? 0)

  const country = new Uint8Array(total)
  const year = new Uint8Array(total)
  const columns = new Map<string, SurveyColumn>()
  for (const q of questions)
    columns.set(q.id, q.type === 'multi-pick' ? new Uint32Array(total) : new Uint8Array(total))
  const col = (id: string): SurveyColumn => {
    const c = columns.get(id)
    if (!c) throw new Error(`no column ${id}`)
    return c
  }
  const gender = col(GENDER_ID)
  const generation = col(GENERATION_ID)
  const income = col(INCOME_ID)
  const conditional = [
    [col(AGE_ID), cumulativeRows(AGE_BY_GENERATION)],
    [col(HOUSEHOLD_ID), cumulativeRows(HOUSEHOLD_BY_GENERATION)],
    [col(EMPLOYMENT_ID), cumulativeRows(EMPLOYMENT_BY_GENERATION)],
    [col(EDUCATION_ID), cumulativeRows(EDUCATION_BY_GENERATION)],
    [col(URBANITY_ID), cumulativeRows(URBANITY_BY_GENERATION)],
  ] as const
  const incomeCum = cumulativeRows(INCOME_BY_GENERATION)
  const genderCum = cumulative(GENDER_WEIGHTS)
  const specById = new Map(ALL_SPECS.map((s) => [s.id, s]))
  const topical = questions.filter((q) => q.topic !== 'demographics')
  const cell = new Uint8Array(total)
  let st = (seed ^ 0x9e3779b9) >>> 0 || 1

  for (let yi = 0; yi < years.length; yi++) {
    const trend = years.length > 1 ? (2 * yi) / (years.length - 1) - 1 : 0
    for (let ci = 0; ci < nCountries; ci++) {
      const profile = COUNTRY_PROFILES[ci]
      if (!profile) continue
      const b = yi * nCountries + ci
      const start = blockStart[b] ?? 0
      const end = blockStart[b + 1] ?? 0
      country.fill(ci, start, end)
      year.fill(yi, start, end)
      const genCum = cumulative(profile.generations)
      const region = col(regionQuestionId(profile.code))
      const regionCum = cumulative(profile.regions.map((_, i) => 1 / (i + 1.5)))
      for (let r = start; r < end; r++) {
        const g = draw(genCum, rng)
        const s = draw(genderCum, rng)
        const inc = draw(incomeCum[g] ?? genCum, rng)
        generation[r] = g + 1
        gender[r] = s + 1
        income[r] = inc + 1
        region[r] = draw(regionCum, rng) + 1
        for (const [column, rows] of conditional) column[r] = draw(rows[g] ?? genCum, rng) + 1
        cell[r] = (g * 5 + inc) * 3 + s
      }
      const asked = (q: Question) =>
        q.countries.includes(profile.code) && q.years.includes(years[yi] ?? -1)
      for (const q of topical) {
        const spec = specById.get(q.id)
        if (!spec || !asked(q)) continue
        const column = col(q.id)
        st =
          q.type === 'single-pick'
            ? fillSingle(column, cell, start, end, singleTable(spec, profile.code, trend), st)
            : fillMulti(column, cell, start, end, multiTable(spec, profile.code, trend), st)
      }
    }
  }
  return { country, year, columns, blockStart }
}

/** Respondents per (year, country) block: country weights, later waves slightly larger. */
function blockSizes(total: number, nYears: number): number[] {
  const weights: number[] = []
  for (let yi = 0; yi < nYears; yi++)
    for (const c of COUNTRY_PROFILES) weights.push(c.weight * (1 + 0.06 * yi))
  const sum = weights.reduce((a, w) => a + w, 0)
  const sizes = weights.map((w) => Math.floor((total * w) / sum))
  let rest = total - sizes.reduce((a, s) => a + s, 0)
  for (let i = 0; rest > 0; i = (i + 1) % sizes.length, rest--) sizes[i] = (sizes[i] ?? 0) + 1
  return sizes
}

function effect(a: AnswerSpec, c: number, code: string, t: number): number {
  const [, , y = 0, af = 0, f = 0, tr = 0, byCountry] = a
  const g = Math.floor(c / 15)
  const inc = Math.floor(c / 3) % 5
  const s = c % 3
  const personal = y * (YOUTH[g] ?? 0) + af * (AFFLUENCE[inc] ?? 0) + f * (FEMALE[s] ?? 0)
  return EFFECT_SCALE * (personal + TREND_SCALE * tr * t) + (byCountry?.[code] ?? 0)
}

/** Per cell, the cumulative distribution over a single-pick's answers, scaled to 2^32. */
function singleTable(spec: QuestionSpec, code: string, trend: number): Float64Array {
  const answers = answerSpecs(spec)
  const k = answers.length
  const table = new Float64Array(CELLS * k)
  for (let c = 0; c < CELLS; c++) {
    const w = answers.map((a) => a[1] * Math.exp(effect(a, c, code, trend)))
    const sum = w.reduce((x, v) => x + v, 0)
    let acc = 0
    for (let j = 0; j < k; j++) table[c * k + j] = (acc += (w[j] ?? 0) / sum) * 2 ** 32
  }
  return table
}

/** Per cell, the chance of picking each answer of a multi-pick (without "None"), in 2^16ths. */
function multiTable(spec: QuestionSpec, code: string, trend: number): Uint32Array {
  const k = spec.answers.length
  const table = new Uint32Array(CELLS * k)
  for (let c = 0; c < CELLS; c++)
    spec.answers.forEach((a, j) => {
      const p = Math.min(0.98, Math.max(0.005, a[1]))
      const logit = Math.log(p / (1 - p)) + effect(a, c, code, trend)
      table[c * k + j] = Math.round(65536 / (1 + Math.exp(-logit)))
    })
  return table
}

/*
 * The hot loops use an inline xorshift32 on a local state (several times faster than a
 * closure call per number) and compare raw integers against scaled thresholds.
 */
function fillSingle(
  column: SurveyColumn,
  cell: Uint8Array,
  start: number,
  end: number,
  thresholds: Float64Array,
  state: number,
): number {
  const k = thresholds.length / CELLS
  let st = state
  for (let r = start; r < end; r++) {
    st ^= st << 13
    st ^= st >>> 17
    st ^= st << 5
    const x = st >>> 0
    const base = (cell[r] ?? 0) * k
    let j = 0
    while (j < k - 1 && x >= (thresholds[base + j] ?? 0)) j++
    column[r] = j + 1
  }
  return st
}

function fillMulti(
  column: SurveyColumn,
  cell: Uint8Array,
  start: number,
  end: number,
  thresholds: Uint32Array,
  state: number,
): number {
  const k = thresholds.length / CELLS
  const none = (1 << k) >>> 0
  let st = state
  for (let r = start; r < end; r++) {
    const base = (cell[r] ?? 0) * k
    let mask = 0
    for (let j = 0; j < k; j += 2) {
      st ^= st << 13
      st ^= st >>> 17
      st ^= st << 5
      if ((st & 0xffff) < (thresholds[base + j] ?? 0)) mask |= 1 << j
      if (j + 1 < k && st >>> 16 < (thresholds[base + j + 1] ?? 0)) mask |= 1 << (j + 1)
    }
    column[r] = mask === 0 ? none : mask >>> 0
  }
  return st
}

function cumulative(weights: readonly number[]): Float64Array {
  const sum = weights.reduce((a, w) => a + w, 0)
  const out = new Float64Array(weights.length)
  let acc = 0
  weights.forEach((w, i) => (out[i] = acc += w / sum))
  return out
}

function cumulativeRows(rows: readonly (readonly number[])[]): Float64Array[] {
  return rows.map(cumulative)
}

function draw(cum: Float64Array, rng: Rng): number {
  const x = rng()
  let j = 0
  while (j < cum.length - 1 && x >= (cum[j] ?? 1)) j++
  return j
}
