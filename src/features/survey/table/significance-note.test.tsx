import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../../lib/i18n/locale'
import { ResultGrid } from './result-grid'
import { SignificanceNote } from './significance-note'
import { toGrid, toTableModel } from '../model/table-model'
import { agreeByGroup } from '../model/test-table'

// Column A: 30 of 40 say Yes, column B: 20 of 60 (test-table.ts): Yes/A ▲, Yes/B ▼.
const model = toTableModel(agreeByGroup({}), { columns: { title: 'Group' } })
const grid = toGrid(model, 'column', 'order')

describe('the table and its significance note on a German page', () => {
  it('name bases, totals and the tests in German, with decimal commas', () => {
    setLocaleSource(() => 'de')
    try {
      render(
        <>
          <ResultGrid id="t" model={model} grid={grid} pct="column" caption="Tabelle" />
          <SignificanceNote model={model} pct="column" grid={grid} />
        </>,
      )
      expect(screen.getByRole('columnheader', { name: 'Antwort' })).toBeInTheDocument()
      expect(screen.getByRole('columnheader', { name: /^Gesamt/ })).toBeInTheDocument()
      expect(screen.getAllByText('33,3 %').length).toBeGreaterThan(0)
      expect(screen.getAllByRole('img', { name: 'signifikant höher' }).length).toBeGreaterThan(0)
      expect(
        screen.getByText(/signifikant höher\/niedriger auf dem 95-%-Niveau/),
      ).toBeInTheDocument()
      expect(
        screen.getByText(/χ² = 16,7, FG = 1, p < 0,001: Zeilen und Spalten hängen zusammen/),
      ).toBeInTheDocument()
      expect(screen.getByText('Prozentuierung: Spaltenprozent.')).toBeInTheDocument()
    } finally {
      setLocaleSource(() => 'en')
    }
  })

  it('stay in English on an English page', () => {
    render(<SignificanceNote model={model} pct="column" grid={grid} />)
    expect(screen.getByText(/significantly higher\/lower at 95%/)).toBeInTheDocument()
  })
})
