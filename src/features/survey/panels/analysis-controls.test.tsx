import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DataTable } from '../../../api/schemas'
import { AnalysisControls } from './analysis-controls'
import { meanRows } from '../stats/mean-analysis'
import { toGrid, toTableModel } from '../model/table-model'
import { DEFAULT_ANALYSIS } from '../stats/test-options'
import { BuilderActionsContext } from '../address/survey-address'
import type { BuilderActions } from '../address/builder-actions'

/** "Very important … Not important at all": answer order runs from the top of the scale down. */
const importance: DataTable = {
  identifier: { rows: 'q_imp', survey_id: 's-2025', filters: [] },
  title: 'Importance',
  date: '2025',
  sources: ['Survey'],
  geolocations: [{ name: 'Germany', code: 'DEU' }],
  chart: {
    dataFormat: 'frequency',
    description: 'Importance',
    data: {
      Total: [
        { name: 'Very important', percentage: 40, respondents: 40 },
        { name: 'Somewhat important', percentage: 30, respondents: 30 },
        { name: 'Not important at all', percentage: 20, respondents: 20 },
        { name: "Don't know", percentage: 10, respondents: 10 },
      ],
    },
    bases: { Total: 100 },
  },
}

describe('the mean row’s scores', () => {
  it('run top-high on a scale listed from its high end, say so, and reverse in one click', () => {
    const model = toTableModel(importance, { rows: { type: 'single-pick' } })
    const grid = toGrid(model, 'column', 'order', { ...DEFAULT_ANALYSIS, mean: true }, meanRows)
    const setAnalysis = vi.fn()
    render(
      <BuilderActionsContext value={{ setAnalysis } as unknown as BuilderActions}>
        <AnalysisControls model={model} grid={grid} letters={false} />
      </BuilderActionsContext>,
    )
    expect(screen.getByText('Scores (default: the first answer highest)')).toBeTruthy()
    expect(
      screen.getByText(
        /A higher mean leans towards “Very important”, a lower one towards “Not important at all”/,
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reverse the scores' }))
    // Default scores 3, 2, 1 ("Don't know" left out) become 1, 2, 3.
    expect(setAnalysis).toHaveBeenLastCalledWith(
      expect.objectContaining({ mean: 1, scores: 'q_imp#1:1,q_imp#2:2,q_imp#3:3' }),
      true,
    )
  })
})
