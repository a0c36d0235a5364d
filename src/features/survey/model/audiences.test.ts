import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas'
import {
  audienceGrid,
  audienceRequest,
  audienceTestSentence,
  combineFilters,
  toAudienceModel,
  totalRequest,
} from './audiences'
import { formatAudiences, parseAudiences } from '../address/audience-address'
import { headerBlock } from '../exports/csv-export'
import { stackRule, toTableModel } from './table-model'

const G = 'v0001_demo_gender'
const Y = 'v0013g_demo_generation'

describe('audiences in the address', () => {
  it('reads names and answer IDs, + or space between IDs', () => {
    const { audiences, dropped } = parseAudiences(
      `Gen Z women~${G}#2+${Y}#5;Boomer men~${G}#1 ${Y}#2`,
    )
    expect(audiences).toEqual([
      { name: 'Gen Z women', answers: [`${G}#2`, `${Y}#5`] },
      { name: 'Boomer men', answers: [`${G}#1`, `${Y}#2`] },
    ])
    expect(dropped).toEqual([])
  })

  it('writes what it reads', () => {
    const list = [
      { name: 'Gen Z women', answers: [`${G}#2`, `${Y}#5`] },
      { name: 'Men', answers: [`${G}#1`] },
    ]
    const raw = formatAudiences(list)
    expect(raw).toBe(`Gen Z women~${G}#2+${Y}#5;Men~${G}#1`)
    expect(parseAudiences(raw).audiences).toEqual(list)
    expect(formatAudiences([])).toBeUndefined()
  })

  it('drops entries without a name, without valid IDs, named twice or beyond six, and says so', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `A${i}~${G}#1`).join(';')
    const { audiences, dropped } = parseAudiences(
      `~${G}#1;NoIds~nonsense;${seven};a0~${G}#2;Mixed~${G}#2+bad id`,
    )
    // A0..A5 are the six kept; A6, the repeated "a0" (case-insensitive) and Mixed are not.
    expect(audiences.map((a) => a.name)).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'A5'])
    expect(dropped).toHaveLength(5)
    expect(dropped[0]).toMatch(/no name/)
    expect(dropped[1]).toMatch(/"NoIds" has no valid answer ID/)
    expect(dropped[2]).toMatch(/"A6" is more than 6/)
    expect(dropped[3]).toMatch(/"a0" is named twice/)
    expect(dropped[4]).toMatch(/"Mixed" is more than 6/)
  })

  it('keeps the valid IDs of an entry and cuts a long name to 60 characters', () => {
    const long = 'x'.repeat(70)
    const { audiences, dropped } = parseAudiences(`${long}~${G}#2+${G}#x+${G}#2`)
    expect(audiences).toEqual([{ name: 'x'.repeat(60), answers: [`${G}#2`] }])
    // "v…#x" is not an answer ID; the repeated "#2" is kept once, without a word.
    expect(dropped).toEqual([
      `"${'x'.repeat(60)}" lost 1 invalid answer ID(s)`,
      `"${'x'.repeat(60)}" was cut to 60 characters`,
    ])
  })

  it('keeps ; and ~ out of names', () => {
    const raw = formatAudiences([{ name: 'a;b~c', answers: [`${G}#1`] }])
    expect(raw).toBe(`a b c~${G}#1`)
  })
})

describe("an audience AND the table's filters", () => {
  const single = () => 'single-pick' as const
  const multi = () => 'multi-pick' as const

  it('adds questions of one side only', () => {
    expect(combineFilters([`${G}#2`], [`${Y}#5`], single)).toEqual({
      status: 'ask',
      filters: [`${G}#2`, `${Y}#5`],
    })
  })

  it('takes the smaller of two nested answer sets of one question', () => {
    // (Gen Z OR Millennials) AND Gen Z = Gen Z, whatever the type.
    expect(combineFilters([`${Y}#4`, `${Y}#5`], [`${Y}#5`], multi)).toEqual({
      status: 'ask',
      filters: [`${Y}#5`],
    })
  })

  it('intersects single-pick answer sets; none in common is an empty audience', () => {
    expect(combineFilters([`${Y}#3`, `${Y}#4`], [`${Y}#4`, `${Y}#5`], single)).toEqual({
      status: 'ask',
      filters: [`${Y}#4`],
    })
    expect(combineFilters([`${G}#1`], [`${G}#2`], single).status).toBe('empty')
  })

  it('does not ask partly overlapping multi-pick (or untyped) sets', () => {
    expect(combineFilters(['q#1', 'q#2'], ['q#2', 'q#3'], multi).status).toBe('inexpressible')
    expect(combineFilters(['q#1'], ['q#2'], () => undefined).status).toBe('inexpressible')
  })

  it('asks the frequency table of the rows at the table’s place, without columns', () => {
    const request = { rows: 'r', columns: 'c', filters: [`${G}#1`], country: 'DEU', year: 2024 }
    expect(audienceRequest(request, [`${G}#1`, `${Y}#5`])).toEqual({
      rows: 'r',
      filters: [`${G}#1`, `${Y}#5`],
      country: 'DEU',
      year: 2024,
    })
    expect(totalRequest(request)).toEqual({
      rows: 'r',
      filters: [`${G}#1`],
      country: 'DEU',
      year: 2024,
    })
    expect(totalRequest({ rows: 'r' })).toEqual({ rows: 'r' })
  })
})

/** A frequency table of question `r` with answers Yes (r#1) and No (r#2). */
function frequency(yes: number, no: number, base = yes + no): DataTable {
  const pct = (n: number) => Math.round((n / base) * 1000) / 10
  return {
    identifier: { rows: 'r', survey_id: 's', columns: null, filters: [] },
    title: 'Streaming',
    sources: [],
    geolocations: [],
    chart: {
      dataFormat: 'frequency-table',
      data: {
        Total: [
          { name: 'Yes', percentage: pct(yes), respondents: yes },
          { name: 'No', percentage: pct(no), respondents: no },
        ],
      },
      bases: { Total: base },
    },
  }
}

describe('the audience table as one model', () => {
  // All respondents: 200 (Yes 100, No 100). Gen Z women: 40 (Yes 30, No 10).
  // Boomer men: 50 (Yes 15, No 35). Nobody (empty audience): base 0.
  const total = toTableModel(frequency(100, 100))
  const model = toAudienceModel(total, [
    { name: 'Gen Z women', sentence: 'Female AND Gen Z', model: toTableModel(frequency(30, 10)) },
    { name: 'Boomer men', sentence: 'Male AND Boomers', model: toTableModel(frequency(15, 35)) },
    { name: 'Nobody', sentence: 'Male AND Female', model: undefined },
  ])

  it('has one column per audience with its own base and the service percentages', () => {
    expect(model.kind).toBe('cross')
    expect(model.columnLabels).toEqual(['Gen Z women', 'Boomer men', 'Nobody'])
    expect(model.bases).toEqual([40, 50, 0])
    expect(model.counts).toEqual([
      [30, 15, 0],
      [10, 35, 0],
    ])
    // 30/40 = 75 %, 15/50 = 30 %; 10/40 = 25 %, 35/50 = 70 %.
    expect(model.servicePct).toEqual([
      [75, 30, 0],
      [25, 70, 0],
    ])
    expect(model.columns?.wording).toBe(
      'Gen Z women = Female AND Gen Z; Boomer men = Male AND Boomers; Nobody = Male AND Female',
    )
  })

  it('matches rows by answer ID, not position', () => {
    const reordered: DataTable = {
      ...frequency(3, 1),
      chart: {
        dataFormat: 'frequency-table',
        // Only the second answer came back: its ID is r#1 by position, so it is not "No".
        data: { Total: [{ name: 'Yes', percentage: 75, respondents: 3 }] },
        bases: { Total: 4 },
      },
    }
    const m = toAudienceModel(total, [{ name: 'A', sentence: '', model: toTableModel(reordered) }])
    expect(m.counts).toEqual([[3], [0]])
  })

  it('takes the Total column from the table with the table’s filters alone, not a sum', () => {
    const grid = audienceGrid(model, total, 'order')
    // Yes: 100 of 200 = 50 %, not 30 + 15 = 45 of 90.
    expect(grid.totalBase).toBe(200)
    expect(grid.rows[0]?.total).toMatchObject({ count: 100, pct: 50, base: 200 })
    expect(grid.rows[0]?.cells.map((c) => c.base)).toEqual([40, 50, 0])
  })

  it('tests each audience against the first (two-proportion z), bases of 30 and more only', () => {
    const grid = audienceGrid(model, total, 'order')
    // Boomer men vs Gen Z women, Yes: p1 = 15/50 = 0.30, p0 = 30/40 = 0.75,
    // pooled = 45/90 = 0.5, SE = √(0.25 · (1/50 + 1/40)) = √0.01125 = 0.10607,
    // z = (0.30 − 0.75) / 0.10607 = −4.24 → ▼. No: 0.70 vs 0.25 → z = +4.24 → ▲.
    expect(grid.rows.map((r) => r.cells.map((c) => c.sig))).toEqual([
      ['none', 'lower', 'none'],
      ['none', 'higher', 'none'],
    ])
  })

  it('tests at the table’s level and minimum base, and says so', () => {
    // z = ±4.24 (above): beyond 2.58, so still marked at 99 %.
    const at99 = audienceGrid(model, total, 'order', { level: 99, minBase: 30 })
    expect(at99.rows.map((r) => r.cells[1]?.sig)).toEqual(['lower', 'higher'])
    // A minimum base of 45: the first audience (40 respondents) is too small to test against.
    const strict = audienceGrid(model, total, 'order', { level: 95, minBase: 45 })
    expect(strict.rows.flatMap((r) => r.cells.map((c) => c.sig))).not.toContain('lower')
    expect(strict.rows.flatMap((r) => r.cells.map((c) => c.sig))).not.toContain('higher')
    const sentence = audienceTestSentence({ level: 99, minBase: 45 })
    expect(sentence).toContain('two-sided, 99%, |z| ≥ 2.58')
    expect(sentence).toContain('no mark where either base is under 45')
    expect(audienceTestSentence()).toContain('two-sided, 95%, |z| ≥ 1.96')
  })

  it('leaves a column unmarked when its base is under 30', () => {
    const small = toAudienceModel(total, [
      { name: 'A', sentence: '', model: toTableModel(frequency(30, 10)) },
      // 29 respondents: 1 Yes would be far below 75 %, yet is not marked.
      { name: 'B', sentence: '', model: toTableModel(frequency(1, 28)) },
    ])
    const grid = audienceGrid(small, total, 'order')
    expect(grid.rows.flatMap((r) => r.cells.map((c) => c.sig))).toEqual([
      'none',
      'none',
      'none',
      'none',
    ])
  })
})

describe('the audience table in exports and charts', () => {
  const total = toTableModel(frequency(100, 100))
  const model = toAudienceModel(total, [
    { name: 'A', sentence: 'Female', model: toTableModel(frequency(30, 10)) },
    { name: 'B', sentence: 'Male', model: toTableModel(frequency(15, 35)) },
  ])

  it('names its columns as all the audiences, with their answers', () => {
    const header = {
      title: 'T',
      country: '',
      year: '2026',
      filters: '',
      percentBase: 'column' as const,
      source: '',
      retrieved: '2026-11-24',
      significance: 'vs the first audience',
    }
    const block = new Map(
      headerBlock(header, model, audienceGrid(model, total, 'order')).map(([k = '', v = '']) => [
        k,
        v,
      ]),
    )
    expect(block.get('Columns')).toBe('Audiences: A = Female; B = Male')
    expect(block.get('Significance')).toBe('vs the first audience')
    // 100 + 100 respondents in the Total column's table.
    expect(block.get('Respondents')).toBe('200')
  })

  it('stacks column percent of a single-pick rows question, never across audiences', () => {
    const single = { ...model, rows: { ...model.rows, type: 'single-pick' as const } }
    expect(stackRule(single, 'column')).toEqual({ stackable: true, bar: 'column' })
    expect(stackRule(single, 'row').stackable).toBe(false)
  })
})
