import { describe, expect, it } from 'vitest'
import { readXlsx } from '../../../../e2e/support/office-readers'
import type { DataTable } from '../../../api/schemas'
import { NUMBER_FORMATS, workbookBlob } from '../../../lib/export/workbook'
import { setLocaleSource } from '../../../lib/i18n/locale'
import { readBookTable } from '../model/tab-book-tables'
import { bookCsv, bookSheets } from './tab-book-export'
import { parseCsv } from '../../../../e2e/support/csv-reader'
import { agreeByGroup } from '../model/test-table'

// Two row questions by the same two groups (A: 40 respondents, B: 60), Germany 2024.
const base = { survey_id: 's-2024', columns: 'v2_group', filters: [] as string[] }
const agree: DataTable = agreeByGroup({ identifier: base })
const brand: DataTable = {
  ...agree,
  identifier: { ...base, rows: 'v9_brand' },
  title: 'Brand used by group in Germany, 2024',
  subject: 'Which brand do you use?',
  chart: {
    dataFormat: 'cross-table',
    description: 'Brand used by group',
    data: {
      // A: 12 of 40 Alpha (30 %), 28 Beta (70 %); B: 33 of 60 Alpha (55 %), 27 Beta (45 %).
      A: [
        { name: 'Alpha', percentage: 30, respondents: 12 },
        { name: 'Beta, "new"', percentage: 70, respondents: 28 },
      ],
      B: [
        { name: 'Alpha', percentage: 55, respondents: 33 },
        { name: 'Beta, "new"', percentage: 45, respondents: 27 },
      ],
    },
    bases: { A: 40, B: 60 },
  },
}
const city: DataTable = {
  ...agree,
  identifier: { ...base, rows: 'v5_city' },
  title: 'City by group in Germany, 2024',
  subject: 'Where do you live?',
  chart: {
    dataFormat: 'cross-table',
    description: 'City by group',
    data: {
      // A: 8 Berlin (20 %), 32 Hamburg (80 %); B: 21 Berlin (35 %), 39 Hamburg (65 %).
      A: [
        { name: 'Berlin', percentage: 20, respondents: 8 },
        { name: 'Hamburg', percentage: 80, respondents: 32 },
      ],
      B: [
        { name: 'Berlin', percentage: 35, respondents: 21 },
        { name: 'Hamburg', percentage: 65, respondents: 39 },
      ],
    },
    bases: { A: 40, B: 60 },
  },
}

const names = { columns: { title: 'Group', wording: 'Which group are you in?' } }
const book = [agree, brand, city].map((data) => {
  const t = readBookTable(data, names, { pct: 'row', order: 'order' }, 'Gen Z')
  return { ...t, header: { ...t.header, retrieved: '2026-11-24' } }
})

/** The table's percent (one decimal) as the fraction a percent-formatted cell holds. */
const frac = (shown: number) => Number((shown / 100).toFixed(3))

// Row percent (the view chosen) from the counts: Yes 30 + 20 = 50 → A 30/50 = 60 %, B 40 %;
// No 10 + 40 = 50 → A 20 %, B 80 %. Alpha 12 + 33 = 45 → A 26.7 %, B 73.3 %; Beta 28 + 27 = 55
// → A 50.9 %, B 49.1 %. Berlin 8 + 21 = 29 → A 27.6 %, B 72.4 %; Hamburg 32 + 39 = 71 → A 45.1 %,
// B 54.9 %. Every total percent of a row is 100.
const EXPECTED: Record<string, [number, number, number, number]> = {
  Yes: [60, 30, 40, 20],
  No: [20, 10, 80, 40],
  Alpha: [26.7, 12, 73.3, 33],
  'Beta, "new"': [50.9, 28, 49.1, 27],
  Berlin: [27.6, 8, 72.4, 21],
  Hamburg: [45.1, 32, 54.9, 39],
}

describe('a tab book as one CSV', () => {
  const rows = parseCsv(bookCsv(book))

  it('writes the tables one after another, each with its header block, a blank line between', () => {
    const titles = rows.flatMap((r, i) => (r[0] === 'Title' ? [i] : []))
    expect(rows.filter((r) => r[0] === 'Title').map((r) => r[1])).toEqual([
      'Answer by group in Germany, 2024',
      'Brand used by group in Germany, 2024',
      'City by group in Germany, 2024',
    ])
    // Before each title after the first: the blank separating line.
    for (const at of titles.slice(1)) expect(rows[at - 1]).toEqual([''])
    expect(rows.filter((r) => r[0] === 'Filters').map((r) => r[1])).toEqual([
      'Gen Z',
      'Gen Z',
      'Gen Z',
    ])
    expect(rows.filter((r) => r[0] === 'Rows').map((r) => r[1])).toEqual([
      'Answer: Do you agree with the statement?',
      'Brand used: Which brand do you use?',
      'City: Where do you live?',
    ])
    expect(rows.filter((r) => r[0]?.startsWith('Percent base'))).toHaveLength(3)
  })

  it("carries every table's numbers: % and n per column, then the total", () => {
    for (const [label, [aPct, aN, bPct, bN]] of Object.entries(EXPECTED)) {
      const row = rows.find((r) => r[0] === label)
      // Answer, then per column %, n, mark; then Total % and Total n.
      expect([row?.[1], row?.[2], row?.[4], row?.[5], row?.[7], row?.[8]].map(Number)).toEqual([
        aPct,
        aN,
        bPct,
        bN,
        100,
        aN + bN,
      ])
    }
    expect(rows.filter((r) => r[0] === 'Base (n)').map((r) => r.filter(Boolean))).toEqual([
      ['Base (n)', '40', '60', '100'],
      ['Base (n)', '40', '60', '100'],
      ['Base (n)', '40', '60', '100'],
    ])
  })
})

describe('a tab book as one workbook', () => {
  it('has a contents sheet and a sheet per table whose numbers are the tables’', async () => {
    const sheets = await readXlsx(await (await workbookBlob(bookSheets(book))).arrayBuffer())
    expect(sheets.map((s) => s.name)).toEqual(['Contents', '1 Answer', '2 Brand used', '3 City'])

    const contents = [...sheets[0]!.rows.values()].map((r) => r.map((c) => c.value))
    expect(contents).toEqual(
      expect.arrayContaining([
        ['Tab book: 3 tables'],
        ['Columns: Group: Which group are you in?'],
        ['Filters: Gen Z'],
        ['Country: Germany (DEU)'],
        ['Year: 2024'],
        ["Percent base: row percent: share of the row answer's respondents in each column"],
        ['Table', 'Sheet', 'Rows question', 'Title', 'Respondents'],
        [1, '1 Answer', 'Answer', 'Answer by group in Germany, 2024', 100],
        [2, '2 Brand used', 'Brand used', 'Brand used by group in Germany, 2024', 100],
        [3, '3 City', 'City', 'City by group in Germany, 2024', 100],
        ['Source: Survey'],
        ['Retrieved: 2026-11-24'],
      ]),
    )

    const answers = { 1: ['Yes', 'No'], 2: ['Alpha', 'Beta, "new"'], 3: ['Berlin', 'Hamburg'] }
    for (const [i, labels] of Object.entries(answers)) {
      const sheet = sheets[Number(i)]!
      const row = (label: string) => [...sheet.rows.values()].find((r) => r[0]?.value === label)
      expect(row('Base (n)')?.map((c) => c.value)).toEqual(['Base (n)', 40, 60, 100])
      for (const label of labels) {
        const [aPct, aN, bPct, bN] = EXPECTED[label]!
        const cells = row(label)!.filter((c) => typeof c.value === 'number')
        // Percent as a fraction in a percent format, counts as integers.
        expect(cells.map((c) => c.value)).toEqual([frac(aPct), aN, frac(bPct), bN, 1, aN + bN])
        expect(cells.map((c) => c.format)).toEqual([
          NUMBER_FORMATS.percent,
          NUMBER_FORMATS.integer,
          NUMBER_FORMATS.percent,
          NUMBER_FORMATS.integer,
          NUMBER_FORMATS.percent,
          NUMBER_FORMATS.integer,
        ])
      }
    }
  })

  it('names sheets Excel accepts, also for long or repeated questions', () => {
    const long = book.map((t) => ({
      ...t,
      model: { ...t.model, rows: { ...t.model.rows, title: 'A very long question: [part] one?' } },
    }))
    const names = bookSheets(long).map((s) => s.name)
    expect(names).toEqual([
      'Contents',
      '1 A very long question part one',
      '2 A very long question part one',
      '3 A very long question part one',
    ])
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31)
  })
})

describe('a tab book on a German page', () => {
  it('writes its contents sheet and CSV in German, for German Excel', () => {
    setLocaleSource(() => 'de')
    try {
      const [contents] = bookSheets(book)
      expect(contents?.name).toBe('Inhalt')
      // The lines all tables share are found by their German labels, not left out.
      expect(contents?.heading).toEqual([
        'Tabellenband: 3 Tabellen',
        'Spalten: Group: Which group are you in?',
        'Filter: Gen Z',
        'Land: Germany (DEU)',
        'Erhebungsjahr: 2024',
        expect.stringMatching(/^Prozentuierung: /),
      ])
      expect(contents?.columns.map((c) => c.header)).toEqual([
        'Tabelle',
        'Blatt',
        'Zeilenfrage',
        'Titel',
        'Befragte',
      ])
      expect(contents?.footer).toEqual(['Quelle: Survey', 'Abgerufen: 2026-11-24'])
      const lines = bookCsv(book).split('\r\n')
      expect(lines.filter((l) => l === 'Basis (n);;40;;;60;;;100')).toHaveLength(3)
      expect(lines).toContain('Alpha;26,7;12;▼;73,3;33;▲;100;45')
    } finally {
      setLocaleSource(() => 'en')
    }
  })
})
