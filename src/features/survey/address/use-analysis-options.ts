import { useMemo } from 'react'
import type { SurveySearch } from './search-params'
import { analysisFromSearch, type AnalysisOptions } from '../stats/test-options'

/** The address's analysis options as one object, the same object while its fields are unchanged. */
export function useAnalysisOptions(search: SurveySearch): AnalysisOptions {
  const { level, minbase, vs, fdr, mean, scores, index } = search
  return useMemo(
    () => analysisFromSearch({ level, minbase, vs, fdr, mean, scores, index }),
    [level, minbase, vs, fdr, mean, scores, index],
  )
}
