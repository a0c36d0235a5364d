import { describe, expect, it } from 'vitest'
import { csvDialect, toCsv } from '../../../lib/csv'
import { setLocaleSource } from '../../../lib/i18n/locale'
import type { DataTable } from '../../../api/schemas'
import { bannerRows, blockRequests, cellLetters, readBlocks } from './banner'
import {
  addBlock,
  bannerBlocks,
  formatBanner,
  MAX_BLOCKS,
  parseBanner,
  removeBlock,
} from '../address/banner-address'
import { bannerExportRows } from '../exports/banner-export'
import { bannerSheet } from '../exports/banner-sheet'
import { meanRows } from '../stats/mean-analysis'
import { tableRows } from '../exports/deck'
import { exportHeader } from './export-header'
import { surveySearchSchema, tableRequest } from '../address/search-params'
import { toGrid, toTableModel } from './table-model'
import { analysisFromSearch, DEFAULT_ANALYSIS } from '../stats/test-options'

const search = (fields: Record<string, unknown>) => surveySearchSchema.parse(fields)

/** A cross table of rows `r` (Yes, No) by `columns`, from counts per column [yes, no]. */
function table(columns: string, counts: Record<string, [number, number]>): DataTable {
  const data: DataTable['chart']['data'] = {}
  const bases: Record<string, number> = {}
  for (const [name, [yes, no]] of Object.entries(counts)) {
    const base = yes + no
    bases[name] = base
    data[name] = [
      { name: 'Yes', percentage: Math.round((yes / base) * 1000) / 10, respondents: yes },
      { name: 'No', percentage: Math.round((no / base) * 1000) / 10, respondents: no },
    ]
  }
  return {
    identifier: { rows: 'r', survey_id: 's', columns, filters: [] },
    title: `R by ${columns}`,
    sources: ['Survey'],
    geolocations: [],
    chart: { dataFormat: 'cross-table', data, bases, description: `R by ${columns}` },
  }
}

// Gender: men 60 of 100 say Yes, women 40 of 100. Age: three groups, the young far ahead.
const gender = table('gender', { Men: [60, 40], Women: [40, 60] })
const age = table('age', { Young: [80, 20], Middle: [50, 50], Old: [20, 80] })

describe('the banner in the address', () => {
  it('an old link with one column question has no banner and asks what it always asked', () => {
    const old = search({ rows: 'r', columns: 'gender', year: 2024 })
    expect(old.banner).toBeUndefined()
    expect(bannerBlocks(old)).toEqual([])
    expect(tableRequest(old)).toEqual({ rows: 'r', columns: 'gender', year: 2024 })
  })

  it('round-trips: the blocks written are the blocks read', () => {
    const written = formatBanner(['age', 'region#2'])
    const read = search({ rows: 'r', columns: 'gender', banner: written })
    expect(bannerBlocks(read)).toEqual(['gender', 'age', 'region#2'])
  })

  it('drops invalid IDs, repeats of a question, the rows and first block, and blocks over five', () => {
    const read = search({
      rows: 'r',
      columns: 'gender',
      banner: 'age,bad id,age#2,r,gender#1,a,b,c,d',
    })
    expect(parseBanner(read)).toEqual(['age', 'a', 'b', 'c'])
    expect(bannerBlocks(read)).toHaveLength(MAX_BLOCKS)
    // Without columns there is no banner, whatever `banner` holds.
    expect(bannerBlocks(search({ rows: 'r', banner: 'age' }))).toEqual([])
  })

  it('asks one cross table per block, with the table’s filters, country and year', () => {
    const read = search({
      rows: 'r',
      columns: 'gender',
      banner: 'age',
      filters: 'f#1',
      country: 'DEU',
    })
    expect(blockRequests(read)).toEqual([
      { id: 'gender', request: { rows: 'r', columns: 'gender', filters: ['f#1'], country: 'DEU' } },
      { id: 'age', request: { rows: 'r', columns: 'age', filters: ['f#1'], country: 'DEU' } },
    ])
    // The first block is the table the address has always asked for: bought once, shared.
    expect(blockRequests(read)[0]?.request).toEqual(tableRequest(read))
  })
})

describe('adding and removing blocks', () => {
  const one = search({ rows: 'r', columns: 'gender' })

  it('a second column question adds a block instead of replacing the first', () => {
    expect(addBlock(one, 'age')).toEqual({ banner: 'age' })
    expect(addBlock(search({ rows: 'r' }), 'gender')).toEqual({ columns: 'gender' })
  })

  it('an answer of a question already there takes its block’s place', () => {
    expect(addBlock(one, 'gender#2')).toEqual({ columns: 'gender#2' })
    const two = search({ rows: 'r', columns: 'gender', banner: 'age' })
    expect(addBlock(two, 'age#1')).toEqual({ banner: 'age#1' })
  })

  it('a full banner takes no sixth block', () => {
    const full = search({ rows: 'r', columns: 'gender', banner: 'a,b,c,d' })
    expect(addBlock(full, 'e')).toEqual({})
  })

  it('removes any block alone; without the first, the next becomes the first', () => {
    const three = search({ rows: 'r', columns: 'gender', banner: 'age,region' })
    expect(removeBlock(three, 'age')).toEqual({ columns: 'gender', banner: 'region' })
    expect(removeBlock(three, 'gender')).toEqual({ columns: 'age', banner: 'region' })
    expect(removeBlock(one, 'gender')).toEqual({ columns: undefined, banner: undefined })
  })
})

describe('blocks read as tables of their own', () => {
  const blocks = () =>
    readBlocks(
      [
        { id: 'gender', model: toTableModel(gender) },
        { id: 'age', model: toTableModel(age) },
      ],
      'column',
      'order',
      DEFAULT_ANALYSIS,
    )

  it('each block has its own bases and percentages, as the table alone would', () => {
    const [g, a] = blocks()
    expect(g?.model.bases).toEqual([100, 100])
    expect(a?.model.bases).toEqual([100, 100, 100])
    expect(g?.grid.totalBase).toBe(200)
    expect(a?.grid.totalBase).toBe(300)
    // The same grid as the block's table read alone: the one reading, not a second one.
    expect(a?.grid).toEqual(toGrid(toTableModel(age), 'column', 'order', DEFAULT_ANALYSIS))
    expect(bannerRows(blocks()).map((r) => r.cells.map((c) => c?.cells.map((x) => x.pct)))).toEqual(
      [
        [
          [60, 40],
          [80, 50, 20],
        ],
        [
          [40, 60],
          [20, 50, 80],
        ],
      ],
    )
  })

  it('tests each column against the rest of its own block only', () => {
    const [g, a] = blocks()
    // Gender: 60 % vs 40 % of 100 each, z ≈ 2.83: men higher, women lower on Yes.
    expect(g?.grid.rows[0]?.cells.map((c) => c.sig)).toEqual(['higher', 'lower'])
    // Age: the middle group is 50 % against 50 % for the rest of its block (young and old
    // together): no mark. Against the whole banner's other columns it would differ.
    expect(a?.grid.rows[0]?.cells.map((c) => c.sig)).toEqual(['higher', 'none', 'lower'])
    expect(g?.grid.analysis.tests).toBe(4)
    expect(a?.grid.analysis.tests).toBe(6)
  })

  it('a reference column applies within its own block; the others test against the rest', () => {
    const options = analysisFromSearch({ vs: 'age#3' })
    const [g, a] = readBlocks(
      [
        { id: 'gender', model: toTableModel(gender) },
        { id: 'age', model: toTableModel(age) },
      ],
      'column',
      'order',
      options,
    )
    expect(g?.grid.analysis.versus).toEqual({ kind: 'rest' })
    expect(g?.grid.analysis.notices).toEqual([])
    expect(a?.grid.analysis.versus).toMatchObject({ kind: 'reference', column: 2 })
  })

  it('a correction adjusts each block’s tests as a family of their own', () => {
    const options = analysisFromSearch({ fdr: 'bh' })
    const [g] = readBlocks(
      [{ id: 'gender', model: toTableModel(gender) }],
      'column',
      'order',
      options,
    )
    const alone = toGrid(toTableModel(gender), 'column', 'order', options)
    expect(g?.grid.analysis.sig).toEqual(alone.analysis.sig)
  })
})

describe('column letters across the banner', () => {
  const lettered = (pct: 'column' | 'row' = 'column', options = DEFAULT_ANALYSIS) =>
    readBlocks(
      [
        { id: 'gender', model: toTableModel(gender) },
        { id: 'age', model: toTableModel(age) },
      ],
      pct,
      'order',
      options,
      undefined,
      true,
    )

  it('a one-question table with letters on is a banner of one block', () => {
    expect(bannerBlocks(search({ rows: 'r', columns: 'gender', letters: 1 }))).toEqual(['gender'])
    expect(bannerBlocks(search({ rows: 'r', columns: 'gender' }))).toEqual([])
    expect(bannerBlocks(search({ rows: 'r', letters: 1 }))).toEqual([])
  })

  it('letters run on across the blocks; each cell names the columns of its block it beats', () => {
    const [g, a] = lettered()
    expect(g?.letters?.columns).toEqual(['A', 'B'])
    expect(a?.letters?.columns).toEqual(['C', 'D', 'E'])
    // Young 80 % against Middle 50 %, 100 each: p̂ = 130/200 = 0.65,
    // z = 0.30 / √(0.65 · 0.35 · 0.02) = 0.30 / 0.0675 = 4.45, far beyond 1.96.
    const letters = (b: typeof g) =>
      bannerRows([b!]).map((row) =>
        row.cells[0]!.cells.map((_, c) => cellLetters(b!, row.cells[0], c)),
      )
    expect(letters(g)).toEqual([
      [['B'], []],
      [[], ['A']],
    ])
    expect(letters(a)).toEqual([
      [['D', 'E'], ['E'], []],
      [[], ['C'], ['C', 'D']],
    ])
  })

  it('are none in row or total percent (they test column percentages), and off unless asked', () => {
    expect(lettered('row').every((b) => b.letters === undefined)).toBe(true)
    expect(blocksWithout().every((b) => b.letters === undefined)).toBe(true)
  })

  it('the CSV names each column’s letter, gives the letters a column of their own and a legend', () => {
    const read = lettered()
    const rows = bannerExportRows(
      read.map((b, i) => ({ ...b, header: exportHeader([gender, age][i]!, 'column', '') })),
    ).map((r) => r.map(String))
    const at = (label: string) => rows.find((r) => r[0] === label) ?? []
    expect(at('Answer').slice(1, 5)).toEqual([
      'Men (A) %',
      'Men (A) n',
      'Men (A) sig',
      'Men (A) higher than',
    ])
    // Men: 60, 60, ▲, B; Women: 40, 40, ▼, –; then Gender's total; then Young: 80, 80, ▲, DE.
    expect(at('Yes').slice(1, 11)).toEqual(['60', '60', '▲', 'B', '40', '40', '▼', '', '50', '100'])
    expect(at('Yes').slice(11, 15)).toEqual(['80', '80', '▲', 'DE'])
    expect(at('Column letters')[1]).toMatch(
      /^B: significantly higher than column B at 95% \(two-proportion z-test .* minimum base 30; no correction/,
    )
    expect(at('Block')).toHaveLength(1 + (2 * 4 + 2) + (3 * 4 + 2))
  })

  it('the Excel sheet and the slide carry the letters and the legend too', () => {
    const [g] = lettered()
    const block = { ...g!, header: exportHeader(gender, 'column', '') }
    const sheet = bannerSheet('1 Gender', block)
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'Answer',
      'Men (A) %',
      'Men (A) n',
      'Men (A) sig',
      'Men (A) higher than',
      'Women (B) %',
      'Women (B) n',
      'Women (B) sig',
      'Women (B) higher than',
      'Total %',
      'Total n',
    ])
    // The base row has no letters; Yes: men higher than women (B).
    expect(sheet.rows[0]?.[4]).toBeNull()
    expect(sheet.rows[1]?.slice(0, 5)).toEqual(['Yes', 0.6, 60, '▲', 'B'])
    expect(sheet.rows[2]?.[8]).toBe('A')
    expect(sheet.footer?.at(-1)).toMatch(/^Column letters: B: significantly higher than column B/)
    const slide = tableRows(block)
    expect(slide[0]).toEqual(['Answer', 'Men (A) %', 'Women (B) %', 'Total %'])
    expect(slide[2]).toEqual(['Yes', '60.0% ▲ B', '40.0% ▼', '50.0%'])
  })

  function blocksWithout() {
    return readBlocks(
      [{ id: 'gender', model: toTableModel(gender) }],
      'column',
      'order',
      DEFAULT_ANALYSIS,
    )
  }
})

describe('the mean row in the banner', () => {
  it('each block has its own mean per column and total, in the grid’s model and the CSV', () => {
    // Default scores 1 (Yes) and 2 (No): men (60 · 1 + 40 · 2) / 100 = 1.4, women 1.6, the
    // gender block's total 300 / 200 = 1.5; young 1.2, middle 1.5, old 1.8.
    const options = { ...DEFAULT_ANALYSIS, mean: true }
    const read = readBlocks(
      [
        { id: 'gender', model: toTableModel(gender) },
        { id: 'age', model: toTableModel(age) },
      ],
      'column',
      'order',
      options,
      meanRows,
    )
    expect(read.map((b) => b.grid.analysis.mean?.cells.map((c) => c.summary?.mean))).toEqual([
      [1.4, 1.6],
      [1.2, 1.5, 1.8],
    ])
    const rows = bannerExportRows(
      read.map((b, i) => ({ ...b, header: exportHeader([gender, age][i]!, 'column', '') })),
    ).map((r) => r.map(String))
    const mean = rows.find((r) => r[0] === 'Mean score') ?? []
    expect([mean[1], mean[2], mean[4], mean[5], mean[7], mean[8]]).toEqual([
      '1.4',
      '100',
      '1.6',
      '100',
      '1.5',
      '200',
    ])
    expect([mean[9], mean[12], mean[15], mean[18]]).toEqual(['1.2', '1.5', '1.8', '1.5'])
  })

  it('each block’s slide carries its mean rows as the Excel sheet does, two decimals as on the page', () => {
    const options = { ...DEFAULT_ANALYSIS, mean: true }
    const [g] = readBlocks(
      [{ id: 'gender', model: toTableModel(gender) }],
      'column',
      'order',
      options,
      meanRows,
    )
    const slide = tableRows({ ...g!, header: exportHeader(gender, 'column', '') })
    // Percentages as the page writes them (60.0%), the means with two decimals: men 1.40 and
    // women 1.60 (the mean of 1 and 2 scores; 0.2 apart on 100 each, marked as the page marks
    // them), the block's total 1.50. SD of men: √(0.6 · 0.4) ≈ 0.49, as for women.
    expect(slide.find((r) => r[0] === 'Yes')).toEqual(['Yes', '60.0% ▲', '40.0% ▼', '50.0%'])
    expect(slide.find((r) => r[0] === 'Mean score')).toEqual([
      'Mean score',
      '1.40 ▼',
      '1.60 ▲',
      '1.50',
    ])
    expect(slide.find((r) => r[0] === 'Standard deviation')?.slice(1)).toEqual([
      '0.49',
      '0.49',
      '0.50',
    ])
    expect(slide.find((r) => r[0] === 'Base (mean)')?.slice(1)).toEqual(['100', '100', '200'])
  })
})

describe('the banner’s export', () => {
  it('names every block above its columns, with each block’s bases, marks and total', () => {
    const read = blocks()
    const rows = bannerExportRows(
      read.map((b, i) => ({ ...b, header: exportHeader([gender, age][i]!, 'column', '') })),
    ).map((r) => r.map(String))
    const at = (label: string) => rows.find((r) => r[0] === label) ?? []
    expect(at('Columns')[1]).toBe('Banner of 2 blocks: Gender; Age')
    expect(at('Block')).toEqual([
      'Block',
      'Gender',
      ...Array(7).fill(''),
      'Age',
      ...Array(10).fill(''),
    ])
    expect(at('Base (n)')).toEqual([
      'Base (n)',
      '',
      '100',
      '',
      '',
      '100',
      '',
      '',
      '200',
      '',
      '100',
      '',
      '',
      '100',
      '',
      '',
      '100',
      '',
      '',
      '300',
    ])
    expect(at('Yes')).toEqual([
      'Yes',
      '60',
      '60',
      '▲',
      '40',
      '40',
      '▼',
      '50',
      '100',
      '80',
      '80',
      '▲',
      '50',
      '50',
      '',
      '20',
      '20',
      '▼',
      '50',
      '150',
    ])
  })

  it('on a German page, is labelled in German and written for German Excel', () => {
    setLocaleSource(() => 'de')
    try {
      const read = readBlocks(
        [
          { id: 'gender', model: toTableModel(gender) },
          { id: 'age', model: toTableModel(age) },
        ],
        'column',
        'order',
        { ...DEFAULT_ANALYSIS, mean: true },
        meanRows,
      )
      const lines = toCsv(
        bannerExportRows(
          read.map((b, i) => ({ ...b, header: exportHeader([gender, age][i]!, 'column', '') })),
        ),
        csvDialect(),
      ).split('\r\n')
      // The banner's own column line replaces the first block's; per-block lines are left out.
      expect(lines.filter((l) => l.startsWith('Spalten;'))).toEqual([
        'Spalten;"Banner aus 2 Blöcken: Gender; Age"',
      ])
      expect(lines.some((l) => l.startsWith('Befragte;'))).toBe(false)
      expect(lines).toContain('Basis (n);;100;;;100;;;200;;100;;;100;;;100;;;300')
      expect(
        lines
          .find((l) => l.startsWith('Antwort;'))
          ?.split(';')
          .slice(0, 4),
      ).toEqual(['Antwort', 'Men %', 'Men n', 'Men Sig.'])
      // Means with a decimal comma, as German Excel reads a number.
      // (The header block's line on the mean starts with the same word; the row comes last.)
      const meanRow = lines.filter((l) => l.startsWith('Mittelwert;')).at(-1)
      expect(meanRow?.split(';').slice(1, 3)).toEqual(['1,4', '100'])
    } finally {
      setLocaleSource(() => 'en')
    }
  })

  function blocks() {
    return readBlocks(
      [
        { id: 'gender', model: toTableModel(gender) },
        { id: 'age', model: toTableModel(age) },
      ],
      'column',
      'order',
      DEFAULT_ANALYSIS,
    )
  }
})
