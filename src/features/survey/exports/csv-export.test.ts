import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas'
import { exportHeader } from '../model/export-header'
import { toTsv } from '../../../lib/csv'
import { setLocaleSource } from '../../../lib/i18n/locale'
import { exportRows, surveyCsv, gridRows } from './csv-export'
import { filterSentence } from '../model/filter-sentence'
import { toGrid, toTableModel } from '../model/table-model'
import { agreeByGroup } from '../model/test-table'

// Column A: 30 of 40 say Yes, 10 No; column B: 20 of 60 Yes, 40 No (single-pick).
const data: DataTable = agreeByGroup({ no: 'No, "never"', identifier: { filters: ['v3#1'] } })
const model = toTableModel(data, {
  columns: { title: 'Group', wording: 'Which group are you in?' },
})
const header = exportHeader(data, 'column', 'Gen Z AND (Berlin OR Hamburg)', '2026-11-22')

describe('CSV export', () => {
  it('writes what the table is, then bases, and % n and mark per column', () => {
    const csv = surveyCsv(header, model, toGrid(model, 'column', 'order'))
    // Marks: Yes/A has E = 50·40/100 = 20, variance 20·0.5·0.6 = 6, r = 10/√6 = 4.08 → ▲;
    // Yes/B r = −4.08 → ▼; the No row mirrors it. Every row and column has 30 or more.
    expect(csv.split('\r\n')).toEqual([
      'Title,"Answer by group in Germany, 2024"',
      'Rows,Answer: Do you agree with the statement?',
      'Columns,Group: Which group are you in?',
      'Filters,Gen Z AND (Berlin OR Hamburg)',
      'Country,Germany (DEU)',
      'Year,2024',
      "Percent base,column percent: share of each column's respondents giving the row answer",
      'Respondents,100',
      'Numbers,"Respondent counts and the percentages exactly as the service returns them; the service does not say they are weighted, and this app applies no weighting. Row and total percentages, index, mean and standard deviation are computed here from the unweighted respondent counts."',
      'Significance,"▲/▼: more/fewer respondents in the cell than expected if rows and columns were independent; adjusted standardized residual, two-sided, 95% (|z| ≥ 1.96); the same test in every percent view; no mark where the column or the row has fewer than 30 respondents."',
      'Multiple comparisons,no correction for multiple comparisons (4 cell tests).',
      'Independence,"χ² = 16.7, df = 1, p < 0.001: rows and columns are related (significant at 95%)."',
      'Source,Survey',
      'Retrieved,2026-11-22',
      '',
      'Answer,A %,A n,A sig,B %,B n,B sig,Total %,Total n',
      'Base (n),,40,,,60,,,100',
      'Yes,75,30,▲,33.3,20,▼,50,50',
      '"No, ""never""",25,10,▼,66.7,40,▲,50,50',
      '',
    ])
  })

  it('states row percent and the same marks in the row view', () => {
    const lines = surveyCsv(
      { ...header, percentBase: 'row' },
      model,
      toGrid(model, 'row', 'order'),
    ).split('\r\n')
    expect(lines).toContain(
      "Percent base,row percent: share of the row answer's respondents in each column",
    )
    // Yes: 30/50 = 60 %, 20/50 = 40 %: the marks stay on their cells.
    expect(lines).toContain('Yes,60,30,▲,40,20,▼,100,50')
  })

  it('copies the same rows tab-separated, header block included', () => {
    const tsv = toTsv(exportRows(header, model, toGrid(model, 'column', 'order'))).split('\n')
    expect(tsv[0]).toBe('Title\tAnswer by group in Germany, 2024')
    expect(tsv).toContain('Filters\tGen Z AND (Berlin OR Hamburg)')
    expect(tsv).toContain('Yes\t75\t30\t▲\t33.3\t20\t▼\t50\t50')
  })

  it('neutralises spreadsheet formulas, even one that starts like a negative number', () => {
    const dde = "-1+cmd|' /C calc'!A0"
    const evil = toTableModel(data, {
      rows: { answers: { 'v1_agree#1': '=HYPERLINK("x")', 'v1_agree#2': `a\tb ${dde}` } },
    })
    const grid = toGrid(evil, 'column', 'order')
    expect(surveyCsv(header, evil, grid)).toContain(`"'=HYPERLINK(""x"")"`)
    const tsv = toTsv(gridRows(evil, grid)).split('\n')
    expect(tsv[2]?.startsWith("'=HYPERLINK")).toBe(true)
    expect(tsv[3]?.startsWith(`a b ${dde}\t`)).toBe(true)

    const named = toTableModel(data, { rows: { answers: { 'v1_agree#1': dde } } })
    const namedGrid = toGrid(named, 'column', 'order')
    expect(surveyCsv(header, named, namedGrid)).toContain(`\r\n'${dde},`)
    expect(toTsv(gridRows(named, namedGrid)).split('\n')[2]?.startsWith(`'${dde}\t`)).toBe(true)
  })
})

describe('CSV export on a German page', () => {
  it('labels the header block and grid in German, for German Excel: semicolons, decimal commas', () => {
    setLocaleSource(() => 'de')
    try {
      const names: Record<string, string> = { 'g#1': 'Gen Z', 'r#2': 'Berlin', 'r#3': 'Hamburg' }
      const filters = filterSentence(['g#1', 'r#2', 'r#3'], (id) => names[id] ?? id)
      const german = exportHeader(data, 'column', filters, '2026-11-22')
      const lines = surveyCsv(german, model, toGrid(model, 'column', 'order')).split('\r\n')
      expect(lines.slice(0, 8)).toEqual([
        'Titel;Answer by group in Germany, 2024',
        'Zeilen;Answer: Do you agree with the statement?',
        'Spalten;Group: Which group are you in?',
        'Filter;Gen Z UND (Berlin ODER Hamburg)',
        'Land;Germany (DEU)',
        'Erhebungsjahr;2024',
        'Prozentuierung;Spaltenprozent: Anteil der Befragten jeder Spalte, die die Antwort der Zeile gaben',
        'Befragte;100',
      ])
      expect(lines).toContain(
        'Unabhängigkeit;χ² = 16,7, FG = 1, p < 0,001: Zeilen und Spalten hängen zusammen (signifikant auf dem 95-%-Niveau).',
      )
      expect(lines).toContain(
        'Mehrfachvergleiche;keine Korrektur für Mehrfachvergleiche (4 Zelltests).',
      )
      expect(lines).toContain('Quelle;Survey')
      // The grid: the same numbers, with decimal commas German Excel reads as numbers.
      expect(lines).toContain('Antwort;A %;A n;A Sig.;B %;B n;B Sig.;Gesamt %;Gesamt n')
      expect(lines).toContain('Basis (n);;40;;;60;;;100')
      expect(lines).toContain('Yes;75;30;▲;33,3;20;▼;50;50')
    } finally {
      setLocaleSource(() => 'en')
    }
  })
})

describe('filter sentence', () => {
  const names: Record<string, string> = { 'g#1': 'Gen Z', 'r#2': 'Berlin', 'r#3': 'Hamburg' }
  it('ORs answers of one question and ANDs questions', () => {
    expect(filterSentence(['g#1', 'r#2', 'r#3'], (id) => names[id] ?? id)).toBe(
      'Gen Z AND (Berlin OR Hamburg)',
    )
    expect(filterSentence(['r#2', 'g#1', 'r#3'], (id) => names[id] ?? id)).toBe(
      '(Berlin OR Hamburg) AND Gen Z',
    )
    expect(filterSentence([], (id) => id)).toBe('')
  })
})
