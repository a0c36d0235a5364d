import { describe, expect, it } from 'vitest'
import { surveyCsv, toTsv, gridRows } from './csv-export'
import { filterSentence } from './filter-sentence'
import { toGrid, type TableModel } from './table-model'

const model: TableModel = {
  kind: 'cross',
  rowLabels: ['Yes', 'No, "never"'],
  columnLabels: ['A', 'B'],
  counts: [
    [30, 20],
    [10, 40],
  ],
  servicePct: [
    [75, 33.3],
    [25, 66.7],
  ],
  bases: [40, 60],
  multiPick: false,
}

describe('CSV export', () => {
  it('writes the header block, then bases and rows with % and n per column', () => {
    const csv = surveyCsv(
      {
        title: 'Answer by group, 2024',
        country: 'Germany (DEU)',
        year: '2024',
        filters: 'Gen Z AND (Berlin OR Hamburg)',
        percentBase: 'column',
        source: 'Survey',
        retrieved: '2026-11-22',
      },
      model,
      toGrid(model, 'column', 'order'),
    )
    expect(csv.split('\r\n')).toEqual([
      'Title,"Answer by group, 2024"',
      'Country,Germany (DEU)',
      'Year,2024',
      'Filters,Gen Z AND (Berlin OR Hamburg)',
      'Percent base,column percent',
      'Source,Survey',
      'Retrieved,2026-11-22',
      '',
      'Answer,A %,A n,B %,B n,Total %,Total n',
      'Base (n),,40,,60,,100',
      'Yes,75,30,33.3,20,50,50',
      '"No, ""never""",25,10,66.7,40,50,50',
      '',
    ])
  })

  it('neutralises spreadsheet formulas and flattens tabs for TSV', () => {
    const evil: TableModel = { ...model, rowLabels: ['=HYPERLINK("x")', 'a\tb'] }
    const rows = gridRows(evil, toGrid(evil, 'column', 'order'))
    expect(
      surveyCsv(
        {
          title: '',
          country: '',
          year: '',
          filters: '',
          percentBase: 'row',
          source: '',
          retrieved: '',
        },
        evil,
        toGrid(evil, 'column', 'order'),
      ),
    ).toContain(`"'=HYPERLINK(""x"")"`)
    expect(toTsv(rows).split('\n')[3]?.startsWith('a b\t')).toBe(true)
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
